/** The fields of a package.json that a release checks. */
export interface ReleaseManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** One sentence per version mismatch among the packages; none when they can be released together. */
export function versionMismatches(manifests: readonly ReleaseManifest[]): string[];
