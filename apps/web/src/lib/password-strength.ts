import { passwordProblem, ZPasswordSchema } from '@app/contracts/password';
import type { TPasswordStrengthLevel } from '@app/contracts/password-strength';
import { useEffect, useState } from 'react';
import { importWithReload } from './lazy-import';

type TPasswordStrengthModule = typeof import('@app/contracts/password-strength');

let loading: Promise<TPasswordStrengthModule> | undefined;

/**
 * The common-password list and the strength estimate, fetched on first use: the dictionary is
 * large, and only the pages where someone chooses a password need it.
 */
export function loadPasswordStrength(): Promise<TPasswordStrengthModule> {
  loading ??= importWithReload(() => import('@app/contracts/password-strength'));
  return loading;
}

export type TPasswordStrength = { level: TPasswordStrengthLevel; common: boolean };

/** The strength of a password being typed; null until the estimate has loaded. */
export function usePasswordStrength(value: string): TPasswordStrength | null {
  const [module, setModule] = useState<TPasswordStrengthModule | null>(null);
  useEffect(() => {
    let current = true;
    void loadPasswordStrength().then((loaded) => {
      if (current) setModule(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!module) return null;
  return { level: module.passwordStrength(value), common: module.isCommonPassword(value) };
}

/** A password someone chooses: the shared rule, then the common-password list once it has loaded. */
export const ZChosenPasswordSchema = ZPasswordSchema.refine(
  async (value) => passwordProblem(value) !== null || !(await loadPasswordStrength()).isCommonPassword(value),
  { message: 'validation.password_common' },
);
