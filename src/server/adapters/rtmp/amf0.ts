// AMF0, the encoding of RTMP's commands ("connect", "publish" and their answers). Decoding reads
// every type an encoder like OBS, ffmpeg or librtmp sends; encoding writes the few our answers use.

export type Amf0Value = number | boolean | string | null | undefined | Date | Amf0Value[] | Amf0Object;
export interface Amf0Object {
  [key: string]: Amf0Value;
}

const NUMBER = 0x00;
const BOOLEAN = 0x01;
const STRING = 0x02;
const OBJECT = 0x03;
const NULL = 0x05;
const UNDEFINED = 0x06;
const ECMA_ARRAY = 0x08;
const OBJECT_END = 0x09;
const STRICT_ARRAY = 0x0a;
const DATE = 0x0b;
const LONG_STRING = 0x0c;

export class Amf0Error extends Error {}

/** Reads values one after another from a command's payload. */
class Reader {
  private offset = 0;
  constructor(private readonly buffer: Buffer) {}

  get isDone() {
    return this.offset >= this.buffer.length;
  }

  private take(length: number) {
    if (this.offset + length > this.buffer.length) throw new Amf0Error("AMF0 value cut short");
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  private string(lengthBytes: 2 | 4) {
    const size = this.take(lengthBytes);
    return this.take(lengthBytes === 2 ? size.readUInt16BE() : size.readUInt32BE()).toString("utf8");
  }

  private properties(into: Amf0Object) {
    for (;;) {
      const key = this.string(2);
      if (key === "" && this.buffer[this.offset] === OBJECT_END) {
        this.offset += 1;
        return into;
      }
      into[key] = this.value();
    }
  }

  value(): Amf0Value {
    const marker = this.take(1)[0];
    switch (marker) {
      case NUMBER:
        return this.take(8).readDoubleBE();
      case BOOLEAN:
        return this.take(1)[0] !== 0;
      case STRING:
        return this.string(2);
      case LONG_STRING:
        return this.string(4);
      case OBJECT:
        return this.properties({});
      case ECMA_ARRAY:
        this.take(4); // a count encoders do not always keep to; the end marker is what counts
        return this.properties({});
      case STRICT_ARRAY: {
        const count = this.take(4).readUInt32BE();
        const items: Amf0Value[] = [];
        for (let i = 0; i < count; i += 1) items.push(this.value());
        return items;
      }
      case DATE: {
        const date = new Date(this.take(8).readDoubleBE());
        this.take(2); // time zone, unused by the format's own rules
        return date;
      }
      case NULL:
        return null;
      case UNDEFINED:
        return undefined;
      default:
        throw new Amf0Error(`AMF0 type ${marker} is not supported`);
    }
  }
}

/** Every value in a payload, in order: a command is its name, transaction id and arguments. */
export function decodeAmf0(buffer: Buffer): Amf0Value[] {
  const reader = new Reader(buffer);
  const values: Amf0Value[] = [];
  while (!reader.isDone) values.push(reader.value());
  return values;
}

function shortString(text: string) {
  const bytes = Buffer.from(text, "utf8");
  const size = Buffer.alloc(2);
  size.writeUInt16BE(bytes.length);
  return [size, bytes];
}

function encodeValue(value: Amf0Value): Buffer[] {
  if (value === null) return [Buffer.of(NULL)];
  if (value === undefined) return [Buffer.of(UNDEFINED)];
  if (typeof value === "number") {
    const number = Buffer.alloc(9);
    number[0] = NUMBER;
    number.writeDoubleBE(value, 1);
    return [number];
  }
  if (typeof value === "boolean") return [Buffer.of(BOOLEAN, value ? 1 : 0)];
  if (typeof value === "string") return [Buffer.of(STRING), ...shortString(value)];
  if (value instanceof Date || Array.isArray(value)) throw new Amf0Error("Only plain values and objects are written");
  const parts: Buffer[] = [Buffer.of(OBJECT)];
  for (const [key, item] of Object.entries(value)) parts.push(...shortString(key), ...encodeValue(item));
  parts.push(Buffer.of(0, 0, OBJECT_END));
  return parts;
}

export function encodeAmf0(...values: Amf0Value[]): Buffer {
  return Buffer.concat(values.flatMap(encodeValue));
}
