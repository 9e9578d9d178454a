// The seed profile never fails alpha, a correct implementation of its own choices.
import { passesSeedProfile } from "./support/seed-profile.js";

passesSeedProfile("alpha");
