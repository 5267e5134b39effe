/** `--with-pay` and the `fresher_pay_*` names of --fields: fresher's pay fields on listings as they are written. */
import { PAY_FIELDS, withPayFields } from '../refine/pay-fields.js';
import type { StreamedWriter } from '../render/formats.js';
import type { ListingKind } from '../listings/service.js';

/** Default fields a CSV, TSV or plain row gains with --with-pay (--fields chooses for itself). */
export const payColumns = (withPay: boolean | undefined): readonly string[] => (withPay ? PAY_FIELDS : []);

/** A row writer that writes each record with fresher's pay fields, and shows them by default when asked. */
export function payStreamWriter(writer: StreamedWriter, kind: ListingKind, withPay: boolean | undefined): StreamedWriter {
  const extra = payColumns(withPay);
  return async (fields, o) => {
    const inner = await writer({ csv: [...fields.csv, ...extra], plain: [...fields.plain, ...extra] }, o);
    return { ...inner, row: (r) => inner.row(withPayFields(r, kind)) };
  };
}
