// How large a zip (an XLSX) says it is once unpacked, from its central directory: an XLSX of
// 10 MB can hold a sheet of hundreds of MB, which would be read whole before its rows are
// counted. Null when the directory cannot be read (not a zip a spreadsheet program wrote).

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

export function unpackedSize(bytes: Buffer): number | null {
  const end = findEnd(bytes);
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 (sizes past 4 GB) marks its fields with all ones; no spreadsheet we take needs it.
  if (entries === 0xffff || offset === 0xffffffff) return null;
  let at = offset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

function findEnd(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - END_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_SIZE; at >= stop; at--) if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}
