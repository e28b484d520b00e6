// The WARN line for list items dropped while decoding (see codecs/tolerantArray.ts
// for why they are dropped rather than failing the list).
import type { LoggerPort } from '../../src/ports/LoggerPort.ts';
import { describeDecodeErrors } from './codecs/describeDecodeErrors.ts';
import type { DropSink } from './codecs/tolerantArray.ts';

/** One WARN per list that lost items: how many, of what, on which call, and the first reason. */
export const warnAboutDropped = (logger: LoggerPort, call: string, path: string): DropSink => (list, reasons) => {
  const [first] = reasons;
  logger.warn(`content API: dropped ${reasons.length} undecodable ${list} item(s)`, {
    call,
    path,
    list,
    dropped: reasons.length,
    ...(first === undefined ? {} : { reason: describeDecodeErrors(first) }),
  });
};
