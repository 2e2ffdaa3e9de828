/** The modal's default z-index, high enough to sit above typical page chrome. */
export const DEFAULT_Z_INDEX = 999;

/** The default base radius; radius tokens are multiples of it. */
export const DEFAULT_RADIUS_BASE = '4px';

/** The default base font size; font-size tokens are multiples of it. */
export const DEFAULT_FONT_SIZE_BASE = '10px';
