import type { TRole } from '@app/contracts/enums';
import type { TClientProfile, TCounselorProfile, TExpertProfile } from '@app/contracts/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from './session-store';

export type TProfile =
  | { role: 'client'; profile: TClientProfile }
  | { role: 'counselor'; profile: TCounselorProfile }
  | { role: 'expert'; profile: TExpertProfile };

export async function getProfile(role: TRole): Promise<TProfile> {
  switch (role) {
    case 'client':
      return { role, profile: await api.get<TClientProfile>('/client?isNewVersion=true') };
    case 'counselor':
      return { role, profile: await api.get<TCounselorProfile>('/counselor') };
    case 'expert':
      return { role, profile: await api.get<TExpertProfile>('/expert') };
  }
}

export const profileQueryOptions = (role: TRole) =>
  queryOptions({ queryKey: ['profile', role], queryFn: () => getProfile(role), staleTime: 5 * 60_000 });

/** The signed-in user's profile; idle while nobody is signed in. */
export function useProfile() {
  const session = useSession();
  return useQuery({ ...profileQueryOptions(session?.role ?? 'client'), enabled: session !== null });
}

/** The name the shell shows: a client's nickName, a counselor's fullName, an expert's nickname. */
export function profileName(profile: TProfile): string {
  switch (profile.role) {
    case 'client':
      return profile.profile.nickName;
    case 'counselor':
      return profile.profile.fullName;
    case 'expert':
      return profile.profile.nickname;
  }
}
