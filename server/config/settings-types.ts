/** The shape of the validated settings (server/config/settings.ts builds them). */
import type { KvEnv } from '../../edge-cache/kv-config';
import type { CommerceWidget } from './settings';
import type { Networks } from './premises-networks';
import type { AppEnv } from './env-schema';

export type MarketingEndpoint = 'newsletter' | 'emailWelcome' | 'smsWelcome' | 'contact';

export interface Settings {
  appEnv: AppEnv;
  isProduction: boolean;
  /** Cookies carry `Secure` under a production build (`next start`, NODE_ENV=production). */
  secureCookies: boolean;
  /** Running under `next dev` (NODE_ENV=development): hot reload, content file watching. */
  devServer: boolean;
  /** Public base URL of the site, trailing slashes stripped. */
  webUrl: string;
  port: number;
  brand: { name: string; logoUrl: string; seoTitleSuffix: string };
  commerce: {
    mode: 'local' | 'production';
    baseUrl: string;
    tenant: string;
    shippingLocationId: string;
    /**
     * Commerce7's hosted front-end widget (production commerce mode): its script and stylesheet,
     * both under COMMERCE_WIDGET_URL (Commerce7's CDN by default).
     */
    widget: CommerceWidget;
    /**
     * A Commerce7 app's id and secret key (Basic auth beside `tenant`), for the admin routes
     * (collection list). Optional: the storefront reads only public routes without them.
     * Server only: never in a page, span or log.
     */
    app: AppCredentials | undefined;
  };
  localCommerce: { host: string; port: number; dataDir: string };
  productData: { url: string; apiKey: string } | undefined;
  content: {
    builderApiKey: string | undefined;
    previewSecret: string | undefined;
    revalidateSecret: string | undefined;
    /** TEST ONLY: a folder of extra entries beside content/ (the browser tests' fixtures). */
    fixturesDir: string | undefined;
    /** TEST ONLY: LOCAL_CONTENT_CLOCK as set; `1` opens /api/local/clock (server/content/targeting.ts). */
    clockSwitch: string | undefined;
    /** LEAD_FORM_EMBED_URL as set, checked where it is used (server/content/embed-settings.ts). */
    leadFormEmbedUrl: string | undefined;
  };
  /**
   * The shared cache: its TTL, and the KV variables as set. Which backend they select (and
   * whether a half pair is refused) is edge-cache's rule (edge-cache/kv-config.ts).
   */
  cache: { ttlSeconds: number; kv: KvEnv };
  /** Hosts whose images the optimizer resizes (lib/settings/text-settings.ts); next.config.ts lists the same. */
  images: { hosts: string[] };
  /**
   * Error reports are off in the local environment whatever is set; the browser
   * DSN is read here at run time too, so 'Report feedback' follows the server's settings.
   */
  observability: {
    sentryDsn: string | undefined;
    browserSentryDsn: string | undefined;
    otlpEndpoint: string | undefined;
    /** `key=value,key=value` headers for the OTLP collector (e.g. an API key), traces and metrics. */
    otlpHeaders: Record<string, string>;
    /** OTLP's encoding for traces and metrics (OTEL_EXPORTER_OTLP_PROTOCOL): protobuf unless JSON. */
    otlpProtocol: 'http/protobuf' | 'http/json';
    /** How often metrics are exported, in ms (OpenTelemetry's OTEL_METRIC_EXPORT_INTERVAL). */
    metricExportIntervalMs: number;
  };
  tracking: { gtmHost: string; gtmContainerId: string | undefined };
  /**
   * Newsletter, e-mail welcome, SMS welcome and contact form endpoints and their API key. Server
   * only: forms post through server actions. In local mode they default to the embedded
   * marketing service; elsewhere an unset one makes that form fail without sending anything.
   */
  marketing: {
    endpoints: Record<MarketingEndpoint, string | undefined>;
    apiKey: string | undefined;
  };
  /**
   * How to tell a visitor's address (server/security/client-address.ts): how many proxies in front
   * append to X-Forwarded-For (0: none, the socket's peer), or a platform header naming it.
   */
  clientAddress: { trustedProxyHops: number; clientIpHeader: string | undefined };
  /**
   * Multiplies every attempt allowance (server/security/rate-limit.ts, login-delay.ts); the
   * browser-test server raises it, since its whole suite signs in from one address within minutes.
   */
  rateLimitFactor: number;
  /** V8's heap growth past its live objects before a full collection; 0: V8's own rule. */
  heapGrowingPercent: number;
  /**
   * The winery's own networks (tasting room tablet and Wi-Fi) and the accounts an hour that may
   * be created from each of their addresses (server/config/premises-networks.ts).
   */
  premises: { networks: Networks; signupsPerHour: number };
}

export interface AppCredentials {
  id: string;
  secret: string;
}
