// cn(): joins class names (clsx) and lets a later Tailwind utility override an earlier one of
// the same kind (tailwind-merge): a caller's `px-2` replaces a component's `px-4`.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
