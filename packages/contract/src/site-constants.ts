/** The admin's key-value constants shown on the site. */
export const CONSTANT_LIMITS = {
  keyPattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/,
  maxKeys: 200,
  maxValueBytes: 10 * 1024,
} as const;
