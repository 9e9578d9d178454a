import { catchesFaults } from "./support/catches-faults.js";

catchesFaults(2);
