import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * IBM Plex Sans Arabic (SIL Open Font License, from the npm package
 * @expo-google-fonts/ibm-plex-sans-arabic): one TrueType family that holds Arabic with its
 * OpenType shaping tables and Latin, so a line mixing an Arabic label with a Latin username and
 * digits needs no font switching. Read once per process; PDFKit embeds only the glyphs a report uses.
 */
const require = createRequire(import.meta.url);
const PACKAGE = "@expo-google-fonts/ibm-plex-sans-arabic";

export interface ReportFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: ReportFonts | undefined;

export function reportFonts(): ReportFonts {
  fonts ??= {
    regular: readFileSync(require.resolve(`${PACKAGE}/400Regular/IBMPlexSansArabic_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${PACKAGE}/700Bold/IBMPlexSansArabic_700Bold.ttf`)),
  };
  return fonts;
}
