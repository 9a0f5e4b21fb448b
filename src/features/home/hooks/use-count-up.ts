// Animates a number from where it last stood (0 at first) to its target with an ease-out
// curve on requestAnimationFrame. Under prefers-reduced-motion it returns the target at once.
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** Fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

export interface CountUp {
  /** The value to show this frame. */
  value: number;
  /** True once the value equals the target (or there is no target). */
  done: boolean;
}

export function useCountUp(target: number | null, durationMs: number): CountUp {
  const reducedMotion = usePrefersReducedMotion();
  const [frame, setFrame] = useState<{ target: number; value: number } | null>(null);
  const lastShown = useRef(0);

  useEffect(() => {
    if (target === null || reducedMotion) return;
    const from = lastShown.current;
    let handle = 0;
    let startedAt: number | null = null;
    const step = (time: number) => {
      startedAt ??= time;
      const progress = durationMs > 0 ? Math.min(1, (time - startedAt) / durationMs) : 1;
      const value = progress >= 1 ? target : from + (target - from) * easeOutCubic(progress);
      lastShown.current = value;
      setFrame({ target, value });
      if (progress < 1) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [target, durationMs, reducedMotion]);

  if (target === null) return { value: 0, done: true };
  if (reducedMotion) return { value: target, done: true };
  const value = frame?.value ?? 0;
  return { value, done: frame?.target === target && value === target };
}
