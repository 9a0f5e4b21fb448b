import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';
import { precompressStaticSite } from './server/static/static-site.ts';
import { importClosure } from './scripts/vite-manifest.ts';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * Writes brotli and gzip copies of the build beside its files once, here, so the server
 * loads them at start instead of compressing at maximum quality on every start.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vaultmark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressStaticSite(outDir);
    },
  };
}

/** What marks a module of the classic-zod copy (below). */
const CLASSIC_ZOD_COPY = '?classic-zod';
/** The classic zod entries (`zod`, `zod/v4`, `zod/v4/classic`); the app itself imports only `zod/mini`. */
const CLASSIC_ZOD_ENTRY = /^zod(?:\/v4(?:\/classic)?)?$/;
const IN_ZOD_PACKAGE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * Bundles classic zod, with the zod core modules it imports, as a copy of its own (ADR 105).
 * Only the API reference's libraries (Scalar, on /developers) use classic zod; the app uses
 * zod/mini. Both sit on zod's core modules, and a module is bundled once, holding every
 * export any page uses: so classic's share of the core, and its English messages, went into
 * the vendor chunk every page loads. A module id with a query is a module of its own, read
 * from the same file; the copy's imports keep the mark.
 */
function classicZodApart(): Plugin {
  return {
    name: 'vaultmark-classic-zod-apart',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined) return null;
      const inCopy = importer.endsWith(CLASSIC_ZOD_COPY);
      if (!inCopy && !CLASSIC_ZOD_ENTRY.test(source)) return null;
      const from = inCopy ? importer.slice(0, -CLASSIC_ZOD_COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (resolved === null || !IN_ZOD_PACKAGE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${CLASSIC_ZOD_COPY}` };
    },
  };
}

/**
 * Each dynamic import preloads the chunks the imported one needs (Vite's preload helper and
 * list). The chunks its importer imports statically, directly or not, are loaded and run
 * before the importer's code: listing them only costs bytes in every importer (each name
 * carries a hash) and a lookup per name in the helper. So they are left out, and an import
 * left with nothing to preload but itself gets no list, as Vite does for one without
 * dependencies (ADR 137).
 */
function preloadsNotYetLoaded(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rolldown.OutputBundle | undefined;
  const importsOf = (fileName: string) => {
    const chunk = bundle?.[fileName];
    return chunk?.type === 'chunk' ? chunk.imports : undefined;
  };
  return {
    plugin: {
      name: 'vaultmark-preloads-not-yet-loaded',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the preload lists.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(fileName, deps, { hostId, hostType }) {
      if (hostType !== 'js' || bundle === undefined) return deps;
      const loaded = importClosure(hostId, importsOf);
      const needed = deps.filter((dep) => !loaded.has(dep));
      return needed.length === 1 && needed[0] === fileName ? [] : needed;
    },
  };
}

const preloads = preloadsNotYetLoaded();

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): Chromium compiles
 * every function of a file that begins with it while it streams the file, off the main
 * thread, instead of one function at a time on the main thread when each is first called
 * (ADR 137).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/**
 * Chunks smaller than this (before minification) hold few functions, quickly compiled on the
 * main thread; the comment's bytes would count against the home page's budget for little.
 */
const COMPILE_HINT_MIN_LENGTH = 16 * 1024;
/**
 * The groups whose code runs as a page starts or as a dialog opens, whatever their share of
 * library code: the libraries' groups, and the frame's shared chunk (tailwind-merge runs in
 * every cn() call of the first render).
 */
const LIBRARY_CHUNKS_RUN_WHEN_LOADED = new Set(['vendor', 'app', 'dialogs', 'shared']);
const THIRD_PARTY = /[\\/]node_modules[\\/]/;

/**
 * The hint for the chunks whose code mostly runs once loaded: the app's own code (pages, the
 * frame, the market pages' code) and the libraries' groups above. Not for a chunk that is
 * mostly another library's (the chart, the API reference, the password meter…): loaded on
 * demand, a page calls a small part of it.
 */
function compileHint(chunk: {
  name: string;
  modules: Readonly<Record<string, { readonly renderedLength: number }>>;
}): string {
  let own = 0;
  let libraries = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (THIRD_PARTY.test(id)) libraries += module.renderedLength;
    else own += module.renderedLength;
  }
  if (own + libraries < COMPILE_HINT_MIN_LENGTH) return '';
  return LIBRARY_CHUNKS_RUN_WHEN_LOADED.has(chunk.name) || own >= libraries ? COMPILE_HINT : '';
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), classicZodApart(), preloads.plugin],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // No modulepreload polyfill in the entry (0.3 KB gzip every page paid): the browsers
    // without <link rel="modulepreload"> load the same modules when imported, a little later
    // (ADR 133).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // After minification, which would drop the comment.
        postBanner: compileHint,
        codeSplitting: {
          groups: [
            {
              // Vite's preload helper stays on its own: the entry needs it, and in a group it
              // would make the entry load that whole group before the page has painted.
              name: 'preload-helper',
              test: /preload-helper/,
              priority: 20,
            },
            {
              // Libraries every page needs: one chunk instead of several small ones (small
              // files compress worse apart), cached across releases of the app's own code.
              name: 'vendor',
              // zod: only what zod/mini uses. Classic zod (a library on one page, Scalar's, asks
              // for it) must stay in that page's chunks, not in what every page loads.
              // Only the app's own copies (a library's nested copy stays with that library).
              // Not the classic-zod copy (its ids carry a query): it stays with the page that uses it.
              test: /^(?![^?]*\?)(?!.*node_modules[\\/].*node_modules[\\/]).*node_modules[\\/](?:zod[\\/](?:mini|v4[\\/](?:mini|core|locales))[\\/](?!to-json-schema|json-schema)|(?:clsx|@tanstack[\\/](?:query-core|react-query)|zustand|react|react-dom|scheduler)[\\/])/,
              priority: 10,
            },
            {
              // The router and the app's routing, and the small modules many of the app's pages
              // use but the home page does not (form fields, number input, the spinner, TanStack
              // Query's mutations, long-form text and related links, ADR 137): loaded by every
              // page but the home page's first load, which starts without them (ADR 131, 132).
              // Nothing the home page may load later (its search, the market contracts) may be
              // here: it would bring the router, whose chunk and the app's start import each
              // other, and the page would break. Not the app's start module itself
              // (src/start-app.tsx): as a member of a group, rolldown left its chunk exporting a
              // name it did not define, and no page started.
              name: 'app',
              // Only these modules: what they import from elsewhere stays where it is.
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](app[\\/](router|router-navigation|root-layout|route-error)\.tsx|hooks[\\/]use-search-state\.ts|lib[\\/]parse-number\.ts|components[\\/](ui[\\/]spinner|form[\\/]text-field|layout[\\/](prose|related-links))\.tsx)$|[\\/]domain[\\/]content[\\/]dates\.ts$|node_modules[\\/](react-router|react-router-dom)[\\/]|node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$/,
              // Above the vendor group, which would otherwise take TanStack Query's mutations.
              priority: 11,
            },
            {
              // The app's own small modules nearly every page uses, and the site's frame (the
              // shell, its providers and start), which the home page's first load shares with
              // the app (ADR 131): one chunk, not ten tiny ones. With them the icons the home page
              // shares with other pages, so that it need not load the icons chunk for four. And the
              // age note of the home page's counter (InputsAge), which would otherwise bring the
              // market chunk (9 KB gzip) to the home page's first load.
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/](utils|format|api-client|query-client|navigation|server-state)|app[\\/](site-frame|start-page|provider|page-failure|page-error-boundary|home-document)|config[\\/](paths|market)|api[\\/]query-keys|hooks[\\/](use-is-client|use-now)|stores[\\/]notifications-store|components[\\/](ui[\\/](card|skeleton|button|alert)|layout[\\/]page-header|data[\\/]inputs-age))\.tsx?$|[\\/]domain[\\/](errors|routes|auth|served-page|staleness|schemas[\\/](common|prices|home)|market[\\/](government-slug|holder-paths)|index-methodology[\\/]methodologies)\.ts$|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|chart-line|rotate-cw|calendar-clock)\.mjs$/,
              priority: 5,
            },
            {
              // Dialogs and sheets with the Radix code under them: one chunk, loaded when the
              // first of them is wanted (the mobile menu prefetches it when the page is idle).
              name: 'dialogs',
              // Only these modules: what they import from elsewhere stays where it is.
              includeDependenciesRecursively: false,
              test: /^(?!.*node_modules[\\/].*node_modules[\\/]).*node_modules[\\/](@radix-ui[\\/](primitive|react-(slot|compose-refs|context|use-layout-effect|id|use-effect-event|use-controllable-state|primitive|use-callback-ref|dismissable-layer|focus-scope|portal|presence|focus-guards|dialog))[\\/]|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)|[\\/]src[\\/]components[\\/](ui[\\/](sheet|dialog)|layout[\\/]mobile-menu-sheet)\.tsx$/,
              priority: 4,
            },
            {
              // What the market-data pages (index, holdings, calculator, company pages) share:
              // their API calls, tables, tips and domain rules, one chunk instead of a dozen. With
              // them the contracts' field and paging rules, which the forms read too (ADR 132).
              // Never in the app chunk: the home page's search needs them (it loads this chunk when
              // first used). Pages of text only (case studies, glossary, legal pages) do not load
              // it: their long-form text and related links are in the app chunk (ADR 137).
              name: 'market',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](api[\\/](constituents|index-results|holdings|prices|index-history)[\\/]|api[\\/]with-error-text|lib[\\/](csv|market-cap-facts)|components[\\/](data[\\/]|ui[\\/](table|tip)\.tsx|copy-link-button))|[\\/]domain[\\/](mnav|csv|as-of-text|schemas[\\/](market|market-fields|constituents|fields|paging)|as-of-date)\.ts$/,
              minShareCount: 2,
              priority: 2,
            },
            {
              // Icons more than one page draws: one small chunk, not one request per icon.
              name: 'icons',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
              priority: 2,
            },
            {
              // What every page starts once it is up — the auth engine, the market-data loader,
              // the analytics record — with what they need: one file instead of a dozen small ones.
              name: 'start',
              test: /[\\/]src[\\/](features[\\/]auth[\\/]lib[\\/]auth-engine|app[\\/]market-data[\\/]start-market-data|lib[\\/]analytics)\.tsx?$/,
              includeDependenciesRecursively: true,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
