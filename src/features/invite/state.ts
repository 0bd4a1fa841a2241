import { atom } from 'jotai';

/**
 * The app address invitation links point at (`<base>#/pages/common/register?code=…`); null = the address this
 * app is served from. Stories pin it, so a link and its QR code do not depend on the port Storybook runs on.
 */
export const inviteBaseAtom = atom<string | null>(null);
