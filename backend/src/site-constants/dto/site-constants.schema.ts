/** The constants map in the OpenAPI document: free-form names, any JSON values. */
export const CONSTANTS_MAP_SCHEMA = {
  type: 'object',
  additionalProperties: true,
  example: { projectCount: 80, companyName: 'Al Raas Fire & Safety Systems LLC' },
} as const;
