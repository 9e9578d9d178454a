/** What one cruise of a package's folder found. */
export interface LayerCruise {
  /** Modules read: a cruise that read none would pass every rule. */
  cruised: number;
  /** Each broken rule as `rule-name: from -> to`. */
  violations: string[];
}

export interface LayerCheck {
  /** The rules run on the folder under `baseDir` (the package, or a copy). */
  violationsIn(baseDir: string): Promise<LayerCruise>;
  /** A copy of the folder with `files` (paths relative to it) added; removed by removeCopies. */
  copyWith(files: Readonly<Record<string, string>>): string;
  removeCopies(): void;
}

/** The check of the layers of the package in `packageDir`, over its folder `folder` (e.g. `src/core`). */
export function layerCheck(packageDir: string, folder: string): LayerCheck;
