import type { TRole } from '@app/contracts/enums';
import type { LoaderFunctionArgs } from 'react-router';
import { requireRole } from '../shell/session/require-role';
import { readSession } from '../shell/session/session-store';

/**
 * For pages more than one role uses (the account statement serves clients and counselors): the
 * shell's role guard, checked against the signed-in role when it is one of them — so signing in,
 * expiry and the return path work as everywhere else — and otherwise against the first, which
 * sends the visitor to their own home.
 */
export function requireAnyRole(roles: readonly [TRole, ...TRole[]]) {
  return (args: LoaderFunctionArgs) => {
    const role = readSession()?.role;
    return requireRole(role !== undefined && roles.includes(role) ? role : roles[0])(args);
  };
}
