import { catchesGammaDeltaFaults } from "./support/catches-faults.js";

catchesGammaDeltaFaults(1);
