import type { TRole } from '@app/contracts/enums';
import { MailboxButton } from './mailbox/mailbox-button';
import { ProfileMenu } from './profile-menu';
import { ReservationBell } from './reservation-bell';

/**
 * The signed-in icons of the top bar: mail, reservation bell, profile menu. Their own chunk: a
 * visitor's first page does not need their code (menus, popovers, the rating stars).
 */
export default function SignedInControls({ role, compact }: { role: TRole; compact: boolean }) {
  return (
    <>
      <MailboxButton />
      {role !== 'expert' && <ReservationBell role={role} />}
      <ProfileMenu role={role} compact={compact} />
    </>
  );
}
