import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Nothing is merged: a caller that overrides one of a component's own classes
 * marks its class important (`h-8!`), and a unit test finds any that does not (docs/decisions/0039).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** 'homeware' -> 'Homeware'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
