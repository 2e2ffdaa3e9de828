import type { SocialOption } from '@connect-modal/headless';

/** The providers' names, shown as they write them (brand names are not translated). */
export const SOCIAL_NAMES: Readonly<Record<SocialOption, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** The providers that sign in through a popup or redirect (Farcaster has its own QR-code view). */
export type PopupSocial = Exclude<SocialOption, 'farcaster'>;

/** Whether `value` names a social provider of the popup/redirect login. */
export function isPopupSocial(value: unknown): value is PopupSocial {
  return typeof value === 'string' && value !== 'farcaster' && Object.hasOwn(SOCIAL_NAMES, value);
}
