/**
 * Runs once when a server starts (not during `next build`): on a disk that does not last (Vercel), a configuration
 * that would keep data on it stops here before anything is opened; then the back office opens (migrations, first
 * import, first owner), and a public deployment with demo or missing settings stops here with the list of what to
 * set; mail that would only reach .eml files is announced loudly.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env } = await import('./lib/env');
  const { builtSiteUrl, builtSiteUrlMismatch, ephemeralDiskProblems, hasEphemeralDisk } =
    await import('./lib/deployment');
  if (hasEphemeralDisk(process.env)) {
    const problems = ephemeralDiskProblems(env);
    if (problems.length) {
      const list = problems.map((problem) => `  - ${problem}`).join('\n');
      console.error(
        `\n[settings] this instance's disk does not last (VERCEL=1 or EPHEMERAL_DISK=1), and these settings would lose data:\n${list}\n`,
      );
      process.exit(1);
    }
  }
  const mismatch = builtSiteUrlMismatch(env.SITE_URL, builtSiteUrl());
  if (mismatch) console.warn(`\n⚠️  [settings] ${mismatch}\n`);
  const { isPublicSiteUrl, reviewSettings } = await import('./lib/production-settings');
  // The back office starts with the server (its migrations, the first import, the first owner), not on a first visit.
  const { backOfficeHasAccount } = await import('./lib/provider/cms/accounts');
  const hasAccount = await backOfficeHasAccount();
  // Scheduled publishing: on a long-running server its own minute timer; on Vercel the cron in vercel.json.
  if (!hasEphemeralDisk(process.env))
    (await import('./lib/provider/cms/scheduled-publishing')).startScheduledPublishing();
  if (!isPublicSiteUrl(env.SITE_URL)) return;
  const { demoGalleryPasswordStored } = await import('./lib/provider/health');
  const review = reviewSettings(env, await demoGalleryPasswordStored(), hasAccount);
  for (const warning of review.warnings) console.warn(`\n⚠️  [settings] ${warning}\n`);
  if (review.errors.length) {
    const list = review.errors.map((error) => `  - ${error}`).join('\n');
    console.error(`\n[settings] ${env.SITE_URL} is public, but the site is not ready for it:\n${list}\n`);
    // Next only logs an error thrown here and goes on serving; a public site with these settings must not start.
    process.exit(1);
  }
}
