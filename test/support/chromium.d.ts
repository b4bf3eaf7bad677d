/** Types for `chromium.js` (plain CommonJS so plain Node scripts can use it too). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
