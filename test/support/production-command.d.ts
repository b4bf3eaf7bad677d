/** Types for `production-command.js` (plain CommonJS so plain Node scripts can use it too). */
export function productionNodeFlags(): string[];
