// The element a component renders when it is asked to lend its props to its child instead
// (`asChild`): a Button that is a link. The child is rendered with the slot's props merged
// in; where both set a prop the child's wins, except that class names are joined, styles
// merged (the child's properties win), both event handlers run (the child's first; one the
// child leaves undefined is the slot's) and both refs receive the element. Radix's Slot does
// the same for the dialogs, which keep it; this one serves the shared layer, so every page
// need not load Radix's.
import { Children, cloneElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

const EVENT_HANDLER = /^on[A-Z]/;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value) ?? undefined;
  if (ref) ref.current = value;
}

/** Both refs get the element; both are released when it goes (React 19's ref cleanups kept). */
function useBothRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined) {
  return useCallback(
    (value: T | null) => {
      const cleanups = [assignRef(first, value), assignRef(second, value)];
      return () => {
        cleanups.forEach((cleanup, index) => {
          if (cleanup) cleanup();
          else assignRef(index === 0 ? first : second, null);
        });
      };
    },
    [first, second],
  );
}

/** The slot's props and the child's, merged as the header says. */
function mergeSlotProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (EVENT_HANDLER.test(name) && typeof slotValue === 'function') {
      merged[name] =
        typeof childValue === 'function'
          ? (...args: unknown[]) => {
              childValue(...args);
              slotValue(...args);
            }
          : slotValue;
    } else if (name === 'style' && slotValue && childValue) {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  return merged;
}

export type SlotProps = Props & { children?: ReactNode; ref?: Ref<unknown> };

/** Renders its one child element (anything else throws) with these props merged into the child's. */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child: ReactElement<Props & { ref?: Ref<unknown> }> = Children.only(children as ReactElement<Props>);
  const childRef = child.props.ref;
  const bothRefs = useBothRefs(ref, childRef);
  const props = mergeSlotProps(slotProps, child.props);
  if (ref || childRef) props.ref = ref && childRef ? bothRefs : (ref ?? childRef);
  return cloneElement(child, props);
}
