/** Colour roles used by renderers; plain identity functions when colour is off. */
export interface Style {
  header(s: string): string;
  dim(s: string): string;
  accent(s: string): string;
  good(s: string): string;
  warn(s: string): string;
  bold(s: string): string;
}

const id = (s: string): string => s;
export const noStyle: Style = { header: id, dim: id, accent: id, good: id, warn: id, bold: id };
