// The seed profile never fails beta, a correct implementation of its own choices.
import { passesSeedProfile } from "./support/seed-profile.js";

passesSeedProfile("beta");
