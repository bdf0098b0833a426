// Package ghub looks up the GitHub repositories of surveyed MCP servers
// for the upstream-PR reports and, on explicit request, files one issue per
// repository from a server's report. It uses go-github v66.
//
// # Look-ups
//
// [ParseRepo] turns a server's repository value (URL, npm shorthand or
// object, scp-style Git address, monorepo tree URL) into a [Repo].
// [Client.Facts] returns stars, default branch, archived, last push;
// [Client.Related] finds issues and pull requests of the repository that
// already mention outputSchema or structuredContent, so the report can link
// them and nobody files a duplicate; [Client.LookupAll] does both for a list
// of repositories (each distinct repository once) and [Rank] orders the
// reports by reach. Look-ups work without a token at GitHub's anonymous
// limits (60 requests an hour, 10 searches a minute).
//
// # Filing
//
// [Client.File] opens an issue, at most once per repository: it skips a
// repository the [Store] (the corpus's github_issues table through
// [CorpusStore]) already has an issue for, an archived repository, and one
// with an open related issue or pull request, and in a dry run it sends
// nothing. Filing needs a token; GitHub Enterprise Server works through
// [Options].BaseURL.
//
// # Rate limits
//
// A primary limit (403 or 429 with X-RateLimit-Remaining: 0) or a secondary
// one (Retry-After, or GitHub's secondary-limit message) is waited out when
// it resets within [Options].MaxWait, and the request is retried once; at
// most [Options].MaxRetries waits happen in a client's life. Otherwise the
// call returns a *[RateLimitError] (wrapping [ErrRateLimited]) naming the
// reset time and, for a batch, how many repositories were done, and the
// client sends nothing more in that category before the reset.
//
// # Flags the command is expected to offer
//
//	--github               look repositories up (facts and related issues) for
//	                       the PR reports; token from GITHUB_TOKEN if set
//	--github-api-url URL   GitHub Enterprise Server API root, e.g.
//	                       https://ghe.example.com/api/v3/ (default: GITHUB_API_URL
//	                       if set, else api.github.com) -> Options.BaseURL
//	--github-wait DUR      longest rate-limit wait before stopping (default 2m;
//	                       0s = never wait) -> Options.MaxWait (negative for never)
//	--file-issues          open one issue per server's repository from its
//	                       report; a dry run unless --send is given too;
//	                       implies --github
//	--send                 with --file-issues: really open the issues (needs
//	                       GITHUB_TOKEN); without it nothing is sent
//
// Tests use an httptest server; nothing here is tested against the live API.
//
// Owns: GitHub look-ups (repository facts, related issues), filing one issue per repository, and rate-limit handling.
// Imports: go-github v66, corpus (the github_issues store) and the standard library only; never probe, classify, extract or check.
package ghub
