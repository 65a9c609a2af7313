import type { TClientProfile, TCounselorProfile } from '@app/contracts/profile';
import { ClientPersonalInfoSettings } from './client-personal-info-settings';
import { CustomConsultationSettings, FreeTrialSettings } from './consultation-settings';
import { EmergencyContactSettings } from './emergency-contact-settings';
import { PersonalInfoSettings } from './personal-info-settings';
import { PasswordSettings, PhoneSettings } from './security-settings';
import { ServiceSettings } from './service-settings';

export type TSettingGroup =
  | { group: 'personal' | 'service' | 'custom' | 'freetrial'; profile: TCounselorProfile }
  | { group: 'emergency'; profile: TClientProfile }
  | { group: 'password' | 'clientPersonal' }
  | { group: 'phone'; phone: string | null; verified: boolean };

/**
 * The form of one settings group, loaded with the first group opened: the settings page itself
 * stays as small as before, and so does what the first page loads to know of it.
 */
export default function SettingGroup(props: TSettingGroup) {
  switch (props.group) {
    case 'password':
      return <PasswordSettings />;
    case 'phone':
      return <PhoneSettings phone={props.phone} verified={props.verified} />;
    case 'personal':
      return <PersonalInfoSettings start={props.profile} />;
    case 'service':
      return <ServiceSettings start={props.profile} />;
    case 'custom':
      return <CustomConsultationSettings start={props.profile} />;
    case 'freetrial':
      return <FreeTrialSettings start={props.profile} />;
    case 'clientPersonal':
      return <ClientPersonalInfoSettings />;
    case 'emergency':
      return <EmergencyContactSettings start={props.profile} />;
  }
}
