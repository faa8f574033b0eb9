// Keyword search with LIKE: the keyword is matched literally, so a typed % or _ is no wildcard.
export const containing = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
