package probe

import (
	"path/filepath"
	"strings"
)

// WellKnownConfigs lists where MCP clients keep their server configs, for
// `probe --discover`: Claude Desktop, Claude Code, Cursor, Windsurf, VS Code
// (user mcp.json and settings.json), Gemini CLI and Kiro. home is the
// user's home directory, goos runtime.GOOS, appData %APPDATA% on Windows.
// The caller keeps the paths that exist.
func WellKnownConfigs(home, goos, appData string) []string {
	j := filepath.Join
	paths := []string{
		j(home, ".cursor", "mcp.json"),
		j(home, ".codeium", "windsurf", "mcp_config.json"),
		j(home, ".claude.json"),
		j(home, ".gemini", "settings.json"),
		j(home, ".kiro", "settings", "mcp.json"),
		j(home, ".vscode", "mcp.json"),
	}
	switch goos {
	case "darwin":
		support := j(home, "Library", "Application Support")
		paths = append(paths,
			j(support, "Claude", "claude_desktop_config.json"),
			j(support, "Code", "User", "mcp.json"),
			j(support, "Code", "User", "settings.json"))
	case "windows":
		paths = append(paths,
			j(appData, "Claude", "claude_desktop_config.json"),
			j(appData, "Code", "User", "mcp.json"),
			j(appData, "Code", "User", "settings.json"))
	default:
		paths = append(paths,
			j(home, ".config", "Claude", "claude_desktop_config.json"),
			j(home, ".config", "Code", "User", "mcp.json"),
			j(home, ".config", "Code", "User", "settings.json"))
	}
	return paths
}

// inferPackage names the package a stdio launch runs, when the command is
// a package runner: `npx -y @scope/name@1.2` gives "npm:@scope/name@1.2",
// `uvx name` gives "pypi:name". It returns "" otherwise.
func inferPackage(command string, args []string) string {
	base := filepath.Base(command)
	var registry string
	switch base {
	case "npx", "bunx", "pnpx":
		registry = "npm"
	case "uvx", "pipx":
		registry = "pypi"
	default:
		return ""
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "run" && base == "pipx":
			continue
		case a == "--package" || a == "-p" || a == "--from":
			if i+1 < len(args) {
				return registry + ":" + args[i+1]
			}
			return ""
		case strings.HasPrefix(a, "-"):
			continue
		default:
			return registry + ":" + a
		}
	}
	return ""
}
