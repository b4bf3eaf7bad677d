/** A limit as UAE sites write it: Western digits with thousands separators. */
export const count = (value: number) => value.toLocaleString('en-US');
/** "<field> must be at most <max> characters", in Arabic. */
export const atMost = (field: string, max: number) => `يجب ألا يتجاوز ${field} ${count(max)} حرفًا`;
