// Steps several guide entries share, written once so they say the same everywhere.

/** After any "keep it warm": warmth is for a chilled bird or mammal, never an overheated one. */
export const NOT_IF_OVERHEATED =
  'Warmth is only for a chilled animal: if it is panting, breathing with its mouth open or holding its wings away from its body, or was found in hot sun, a hot car or a hot building, it may be overheated and must not be warmed. Keep it cool, shaded and quiet instead, and say so when you call.';

/** After "keep it warm" in an entry that may be about a reptile or an amphibian. */
export const NOT_FOR_REPTILES_OR_AMPHIBIANS =
  'Do not warm a turtle, snake, lizard, frog, toad or salamander with a heating pad: each species needs its own temperature. Keep it at room temperature, out of the sun and away from heaters (a frog, toad or salamander also slightly damp) until a rehabilitator tells you what it needs.';

/** Entries that tell the public to box an animal: never an adult rabies-vector mammal (common/guide.ts). */
export const NEVER_A_RABIES_VECTOR =
  'Never touch a raccoon, skunk, fox, bat, coyote or groundhog, even with gloves: they can carry rabies. Keep people and pets away, contain it from a distance if you safely can (close the door of the room, garage or shed it is in) and call for help.';
