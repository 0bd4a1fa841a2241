/** Routes of the auth area (spec §2, common group). */
export const AREA_PATH = '/pages/common/area';
/** Registered by the setting feature (spec §2 lists forget under setting); linked from login. */
export const FORGET_PATH = '/pages/setting/forget';
