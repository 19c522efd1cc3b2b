// source-map 0.5.7 (the root's devDependency) ships no types: the part of its documented API the bench
// reads source maps with (i18n-bytes.cjs) and its test writes them with.
declare module 'source-map' {
  interface RawSourceMap {
    version: number | string;
    sources: string[];
    mappings: string;
    names?: string[];
    file?: string;
    sourceRoot?: string;
    sourcesContent?: Array<string | null>;
  }
  interface Position {
    line: number;
    column: number;
  }
  interface MappingItem {
    source: string | null;
    generatedLine: number;
    generatedColumn: number;
    originalLine: number | null;
    originalColumn: number | null;
    name: string | null;
  }
  class SourceMapConsumer {
    static readonly GENERATED_ORDER: number;
    static readonly ORIGINAL_ORDER: number;
    constructor(rawSourceMap: RawSourceMap | string);
    eachMapping(callback: (mapping: MappingItem) => void, context?: unknown, order?: number): void;
  }
  class SourceMapGenerator {
    constructor(options?: { file?: string; sourceRoot?: string });
    addMapping(mapping: { generated: Position; original?: Position; source?: string; name?: string }): void;
    toString(): string;
  }
}
