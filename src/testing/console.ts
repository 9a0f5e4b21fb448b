// Tests fail on any console.error they did not expect (epic-stack habit). A test that
// provokes one on purpose declares it with allowConsoleError(/pattern/).

const allowed: RegExp[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function isAllowedConsoleError(args: unknown[]): boolean {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  return allowed.some((pattern) => pattern.test(text));
}

export function resetAllowedConsoleErrors(): void {
  allowed.length = 0;
}
