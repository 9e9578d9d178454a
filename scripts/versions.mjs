// What stops a release: packages of the toolkit that do not share one version, or that
// depend on each other at another version than that one.

/** One sentence per mismatch (types in versions.d.mts); none when the packages can be released together. */
export function versionMismatches(manifests) {
  const version = manifests[0]?.version;
  const names = new Set(manifests.map((manifest) => manifest.name));
  return manifests.flatMap((manifest) => [
    ...(manifest.version === version ? [] : [`${manifest.name} is ${manifest.version}, not ${version}`]),
    ...["dependencies", "devDependencies", "peerDependencies"].flatMap((field) =>
      Object.entries(manifest[field] ?? {})
        .filter(([name, range]) => names.has(name) && range !== version)
        .map(([name, range]) => `${manifest.name} ${field} ${name}@${range}, not ${version}`),
    ),
  ]);
}
