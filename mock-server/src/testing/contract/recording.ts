/**
 * Recording a contract from a test file's tests: the tap on the file's server, each test's
 * exchanges as a contract test when it ends, and the file's part written when the file ends.
 * Loaded only when recording is on.
 */
import type { ContractTest } from "@jobs-toolkit/spec";
import type { JobsServer } from "../../index.js";
import { contractTest } from "./record.js";
import { type ExchangeTap, tapServer } from "./tap.js";
import { writeContractPart } from "./write.js";

/** The test that ended, as vitest names it. */
interface EndedTest {
  /** The name within its file, suites first, joined by ` > `. */
  fullTestName: string;
  /** The file: `name` relative to the project's root, `filepath` absolute. */
  file: { name: string; filepath: string };
}

/** A test file's recording. */
export interface Recording {
  /** Ends a test: what `apiKey` sent during it becomes that test of the contract. */
  endTest(test: EndedTest, apiKey: string): void;
  /** Ends the file: writes its tests into the contract. */
  endFile(): Promise<void>;
}

/** Starts recording `server`'s exchanges into `contractFile`. */
export function startRecording(server: JobsServer, contractFile: string): Recording {
  const tap: ExchangeTap = tapServer(server);
  const tests: ContractTest[] = [];
  let source: string | undefined;
  return {
    endTest(test, apiKey) {
      source = test.file.filepath;
      tests.push(contractTest(test.file.name, test.fullTestName, tap.take(apiKey)));
    },
    async endFile() {
      if (source !== undefined && tests.length > 0) {
        await writeContractPart(contractFile, { source, tests });
      }
    },
  };
}
