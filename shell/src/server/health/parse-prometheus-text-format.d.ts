// The package ships no types: the shape its README documents, as the metrics tests read it.
declare module 'parse-prometheus-text-format' {
  namespace parsePrometheusTextFormat {
    interface PrometheusSample {
      readonly value?: string;
      readonly labels?: Readonly<Record<string, string>>;
      readonly buckets?: Readonly<Record<string, string>>;
      readonly count?: string;
      readonly sum?: string;
    }
    interface PrometheusFamily {
      readonly name: string;
      readonly help: string;
      readonly type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
      readonly metrics: readonly PrometheusSample[];
    }
  }
  function parsePrometheusTextFormat(text: string): parsePrometheusTextFormat.PrometheusFamily[];
  export = parsePrometheusTextFormat;
}
