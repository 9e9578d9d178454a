/**
 * A fixed shuffle of the integers [0, size) that costs nothing to keep: the n-th of its
 * values is computed, not stored, and so is the position of a value. A four-round Feistel
 * network over the smallest even power of two holding `size`, whose values outside the
 * range walk on through the network until they land in it (cycle walking), so the shuffle
 * is a bijection of the range itself and any two neighbours in it are unrelated.
 */

const ROUNDS = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344];

/** The width of half a value, in bits: the halves of the smallest even power of two holding `size`. */
function halfBits(size: number): number {
  return Math.max(1, Math.ceil(Math.ceil(Math.log2(Math.max(2, size))) / 2));
}

/** One round's mix of a half (a 32-bit integer hash), cut to the half's width. */
function mix(half: number, round: number, mask: number): number {
  let value = Math.imul(half ^ (ROUNDS[round] as number), 0x9e3779b1);
  value ^= value >>> 15;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  return (value >>> 0) & mask;
}

function encrypt(value: number, bits: number): number {
  const side = 2 ** bits;
  const mask = side - 1;
  let [left, right] = [Math.floor(value / side), value % side];
  for (let round = 0; round < ROUNDS.length; round++) {
    [left, right] = [right, left ^ mix(right, round, mask)];
  }
  return left * side + right;
}

function decrypt(value: number, bits: number): number {
  const side = 2 ** bits;
  const mask = side - 1;
  let [left, right] = [Math.floor(value / side), value % side];
  for (let round = ROUNDS.length - 1; round >= 0; round--) {
    [left, right] = [right ^ mix(left, round, mask), left];
  }
  return left * side + right;
}

/** The value at `position` of the shuffled range [0, size); every position in the range gives a different value. */
export function shuffled(position: number, size: number): number {
  const bits = halfBits(size);
  let value = position;
  do {
    value = encrypt(value, bits);
  } while (value >= size);
  return value;
}

/** The position of `value` in the shuffled range [0, size): `shuffled(positionOf(v, size), size) === v`. */
export function positionOf(value: number, size: number): number {
  const bits = halfBits(size);
  let position = value;
  do {
    position = decrypt(position, bits);
  } while (position >= size);
  return position;
}
