/** Volume slider range of spec §2 Settings: 0 to 100 percent, step 1. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
/** Energy slider range of spec §2 Settings: levels 0 (slow) to 4 (high tempo). */
export const ENERGY_MIN = 0;
export const ENERGY_MAX = 4;
