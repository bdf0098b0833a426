#!/usr/bin/env python3
"""standin.py PORT DATASET SITE_DIR: a small stand-in, on 127.0.0.1 only, for
the documentation APIs the two HeroUI MCP servers read (their base URL is
set by HEROUI_API_URL / HEROUI_NATIVE_API_URL), plus static files of
SITE_DIR (the Storybook builds storybook-mcp reads).

  /react/v1/...   the @heroui/react-mcp API (ctx, components, docs, source,
                  styles, themes/variables)
  /native/v1/...  the @heroui/native-mcp API (ctx, components, docs,
                  themes/variables)
  anything else   a file under SITE_DIR

DATASET 1 or 2 picks the catalogue version served (2 is a later release with
more components, so the no-argument tools answer differently in phase 2).
All content is made up for the capture; nothing leaves the machine."""
import json
import os
import sys
from http.server import HTTPServer, SimpleHTTPRequestHandler
from urllib.parse import urlparse

PORT = int(sys.argv[1])
DATASET = sys.argv[2]
SITE = sys.argv[3]

REACT_COMPONENTS = {
    "1": ["Accordion", "Alert", "Avatar", "Button", "Card", "Checkbox", "Chip", "Link",
          "Popover", "Radio", "Select", "Spinner", "Switch", "Tabs", "TextField", "Tooltip"],
    "2": ["Accordion", "Alert", "Avatar", "Badge", "Button", "Calendar", "Card", "Checkbox",
          "Chip", "ComboBox", "Disclosure", "Link", "Meter", "Popover", "ProgressBar", "Radio",
          "Select", "Separator", "Skeleton", "Slider", "Spinner", "Switch", "Tabs", "TextField",
          "Toast", "Tooltip"],
}
REACT_VERSION = {"1": "3.0.0-beta.4", "2": "3.0.0-rc.1"}
NATIVE_COMPONENTS = {
    "1": ["Avatar", "BottomSheet", "Button", "Card", "Checkbox", "Chip", "Dialog", "Switch",
          "TextField"],
    "2": ["Accordion", "Avatar", "BottomSheet", "Button", "Card", "Checkbox", "Chip", "Dialog",
          "Divider", "RadioGroup", "Skeleton", "Spinner", "Switch", "Tabs", "TextField", "Toast"],
}
NATIVE_VERSION = {"1": "1.0.0-alpha.9", "2": "1.0.0-beta.2"}

PROPS = {
    "Button": [("variant", '"primary" \\| "secondary" \\| "tertiary" \\| "ghost" \\| "danger"', '"primary"', "Visual style of the button"),
               ("size", '"sm" \\| "md" \\| "lg"', '"md"', "Height and padding"),
               ("isDisabled", "boolean", "false", "Disables interaction"),
               ("isPending", "boolean", "false", "Shows a spinner and blocks presses"),
               ("onPress", "(e: PressEvent) => void", "-", "Called when the button is pressed")],
    "Card": [("variant", '"default" \\| "secondary" \\| "tertiary" \\| "transparent"', '"default"', "Surface style"),
             ("className", "string", "-", "Extra classes for the root")],
    "Tabs": [("selectedKey", "Key", "-", "Controlled selected tab"),
             ("defaultSelectedKey", "Key", "-", "Initially selected tab"),
             ("orientation", '"horizontal" \\| "vertical"', '"horizontal"', "Layout of the tab list"),
             ("onSelectionChange", "(key: Key) => void", "-", "Called when the selection changes")],
    "TextField": [("label", "string", "-", "Visible label"),
                  ("type", '"text" \\| "email" \\| "password" \\| "search"', '"text"', "Input type"),
                  ("isRequired", "boolean", "false", "Marks the field as required"),
                  ("maxLength", "number", "-", "Maximum number of characters"),
                  ("validate", "(value: string) => string \\| null", "-", "Custom validation")],
    "Switch": [("isSelected", "boolean", "-", "Controlled state"),
               ("defaultSelected", "boolean", "false", "Initial state"),
               ("size", '"sm" \\| "md" \\| "lg"', '"md"', "Track size")],
    "Tooltip": [("delay", "number", "700", "Open delay in ms"),
                ("closeDelay", "number", "0", "Close delay in ms"),
                ("placement", '"top" \\| "bottom" \\| "start" \\| "end"', '"top"', "Position")],
    "Select": [("selectionMode", '"single" \\| "multiple"', '"single"', "How many items can be chosen"),
               ("placeholder", "string", '"Select an item"', "Text shown when empty"),
               ("isDisabled", "boolean", "false", "Disables the trigger")],
    "Avatar": [("src", "string", "-", "Image URL"),
               ("size", '"sm" \\| "md" \\| "lg"', '"md"', "Diameter"),
               ("color", '"default" \\| "accent" \\| "success" \\| "warning" \\| "danger"', '"default"', "Fallback colour")],
    "Chip": [("color", '"default" \\| "accent" \\| "success" \\| "warning" \\| "danger"', '"default"', "Chip colour"),
             ("variant", '"primary" \\| "secondary" \\| "tertiary" \\| "soft"', '"secondary"', "Fill style"),
             ("size", '"sm" \\| "md" \\| "lg"', '"md"', "Size")],
    "Checkbox": [("isSelected", "boolean", "-", "Controlled state"),
                 ("isIndeterminate", "boolean", "false", "Mixed state"),
                 ("value", "string", "-", "Form value")],
    "BottomSheet": [("isOpen", "boolean", "-", "Controlled visibility"),
                    ("snapPoints", "(string \\| number)[]", '["50%"]', "Heights the sheet snaps to"),
                    ("onOpenChange", "(open: boolean) => void", "-", "Called on open and close")],
    "Dialog": [("isOpen", "boolean", "-", "Controlled visibility"),
               ("isDismissable", "boolean", "true", "Closes on backdrop press")],
}


def component_doc(name, native):
    pkg = "heroui-native" if native else "@heroui/react"
    lines = ["---", "title: %s" % name, "description: %s component for %s" % (name, "mobile apps" if native else "web apps"),
             "---", "", "## Import", "", "```tsx", "import { %s } from '%s';" % (name, pkg), "```", "",
             "## Usage", "", "```tsx", "<%s>%s</%s>" % (name, name, name), "```", ""]
    props = PROPS.get(name)
    if props:
        lines += ["## API Reference", "", "### %s Props" % name, "",
                  "| Prop | Type | Default | Description |", "| --- | --- | --- | --- |"]
        for p in props:
            lines.append("| `%s` | `%s` | `%s` | %s |" % p)
        lines.append("")
    lines += ["## Accessibility", "",
              "- Keyboard: `Tab` moves focus, `Enter` and `Space` activate.",
              "- Screen readers announce the %s role and its state." % name.lower(), ""]
    return "\n".join(lines)


def source_code(name):
    return ("'use client';\n\nimport { %s as Aria%s } from 'react-aria-components';\n"
            "import { %sVariants } from '@heroui/styles';\n\n"
            "export function %s({ className, ...props }) {\n"
            "  return <Aria%s {...props} className={%sVariants({ className })} />;\n}\n") % (
        name, name, name.lower(), name, name, name.lower())


def styles_code(name):
    b = name.lower()
    return (".%s {\n  @apply inline-flex items-center gap-2 rounded-md;\n}\n"
            ".%s--primary {\n  background: var(--accent);\n  color: var(--accent-foreground);\n}\n"
            ".%s--disabled {\n  opacity: 0.5;\n  cursor: not-allowed;\n}\n") % (b, b, b)


REACT_DOCS = {
    "react/getting-started/quick-start": (
        "# Quick Start\n\nHeroUI v3 needs React 19 and Tailwind CSS v4.\n\n## Install\n\n"
        "```bash\nnpm i @heroui/styles @heroui/react\n```\n\n## Import the styles\n\n"
        "```css\n@import \"tailwindcss\";\n@import \"@heroui/styles\";\n```\n\n"
        "## Requirements\n\n- React: 19.0 or later\n- Tailwind CSS: 4.1 or later\n- Node.js: 20 or later\n"),
    "react/getting-started/theming": (
        "# Theming\n\nThemes are sets of CSS variables on `:root` and `[data-theme]`.\n\n"
        "## Default tokens\n\n| Token | Light | Dark |\n| --- | --- | --- |\n"
        "| `--accent` | oklch(62.04% 0.195 253.83) | oklch(65.32% 0.18 253.8) |\n"
        "| `--background` | oklch(97.02% 0 0) | oklch(12% 0.005 285.82) |\n"
        "| `--radius` | 0.5rem | 0.5rem |\n\n"
        "## Switching themes\n\nSet `data-theme=\"dark\"` on the `html` element.\n"),
    "react/getting-started/colors": (
        "# Colors\n\nEvery semantic colour has a foreground pair.\n\n"
        "- **accent**: main brand colour, used by primary buttons\n"
        "- **success**: confirmations, 'saved' states\n"
        "- **warning**: reversible problems\n"
        "- **danger**: destructive actions and errors\n"),
    "react/releases/v3-0-0-beta-4": (
        "# v3.0.0-beta.4\n\nReleased: 2026-09-30\n\n## New\n\n- Tooltip: `closeDelay` prop\n"
        "- Select: multiple selection\n\n## Fixes\n\n- Tabs: focus ring clipped in vertical layout (#5123)\n"
        "- TextField: `maxLength` ignored on paste (#5140)\n"),
    "react/releases/v3-0-0-rc-1": (
        "# v3.0.0-rc.1\n\nReleased: 2026-11-12\n\n## New components\n\n- Calendar\n- ComboBox\n- Meter\n- Toast\n\n"
        "## Breaking changes\n\n- `Button` `color` prop removed: use `variant`.\n"
        "- `Card.Body` renamed to `Card.Content`.\n"),
}
NATIVE_DOCS = {
    "getting-started/quick-start": (
        "# Quick Start\n\nHeroUI Native targets Expo SDK 54 and React Native 0.81.\n\n"
        "```bash\nnpx expo install heroui-native react-native-reanimated react-native-safe-area-context\n```\n\n"
        "Wrap the app in `HeroUINativeProvider`.\n"),
    "getting-started/theming": (
        "# Theming\n\nNative themes use Uniwind classes.\n\n"
        "- Light theme: default\n- Dark theme: follows the system setting\n- Custom themes: `theme.ts` with `colors` and `radius`\n"),
    "releases/v1-0-0-beta-2": (
        "# v1.0.0-beta.2\n\nReleased: 2026-11-03\n\n- New: Accordion, RadioGroup, Tabs, Toast\n"
        "- Fixed: BottomSheet snapping on Android 15 (#412)\n"),
}

REACT_THEME = {
    "1": {"theme": "default",
          "common": {"base": [{"name": "--radius", "value": "0.5rem", "description": "Base corner radius"},
                              {"name": "--font-size-body", "value": "0.875rem"}],
                     "calculated": [{"name": "--radius-lg", "value": "calc(var(--radius) * 1.5)"}]},
          "light": {"semantic": [{"name": "--accent", "value": "oklch(62.04% 0.195 253.83)", "description": "Brand colour"},
                                 {"name": "--background", "value": "oklch(97.02% 0 0)"},
                                 {"name": "--danger", "value": "oklch(65.32% 0.236 25.02)"}]},
          "dark": {"semantic": [{"name": "--accent", "value": "oklch(65.32% 0.18 253.8)", "description": "Brand colour"},
                                {"name": "--background", "value": "oklch(12% 0.005 285.82)"},
                                {"name": "--danger", "value": "oklch(59.4% 0.199 25.3)"}]}},
    "2": {"theme": "default",
          "variables": {"base": [{"name": "--radius", "value": "0.625rem", "description": "Base corner radius"},
                                 {"name": "--spacing", "value": "0.25rem"},
                                 {"name": "--font-size-body", "value": "0.875rem"}],
                        "semantic": [{"name": "--accent", "value": "oklch(61.8% 0.2 254.1)", "description": "Brand colour"},
                                     {"name": "--success", "value": "oklch(73.29% 0.194 150.81)"},
                                     {"name": "--warning", "value": "oklch(78.19% 0.159 72.33)"},
                                     {"name": "--danger", "value": "oklch(65.32% 0.236 25.02)"}],
                        "calculated": [{"name": "--radius-sm", "value": "calc(var(--radius) * 0.5)"},
                                       {"name": "--radius-xl", "value": "calc(var(--radius) * 2)"}]}},
}
NATIVE_THEME = {
    "1": {"theme": "default",
          "light": {"colors": [{"name": "accent", "value": "#006FEE", "category": "brand"},
                               {"name": "background", "value": "#FFFFFF", "category": "surface"},
                               {"name": "foreground", "value": "#11181C", "category": "surface"}]},
          "dark": {"colors": [{"name": "accent", "value": "#338EF7", "category": "brand"},
                              {"name": "background", "value": "#000000", "category": "surface"}]},
          "borderRadius": {"sm": "8px", "md": "12px", "lg": "14px"},
          "opacity": {"disabled": "0.5", "hover": "0.8"}},
    "2": {"theme": "default",
          "light": {"colors": [{"name": "accent", "value": "#0070F0", "category": "brand"},
                               {"name": "success", "value": "#17C964", "category": "status"},
                               {"name": "danger", "value": "#F31260", "category": "status"},
                               {"name": "surface", "value": "#F4F4F5", "category": "surface"}]},
          "dark": {"colors": [{"name": "accent", "value": "#3391FF", "category": "brand"},
                              {"name": "success", "value": "#45D483", "category": "status"},
                              {"name": "surface", "value": "#18181B", "category": "surface"}]},
          "borderRadius": {"sm": "6px", "md": "10px", "lg": "16px", "full": "9999px"},
          "opacity": {"disabled": "0.4", "pressed": "0.7"}},
}


class Handler(SimpleHTTPRequestHandler):
    def __init__(self, *a, **kw):
        super().__init__(*a, directory=SITE, **kw)

    def log_message(self, fmt, *args):
        sys.stderr.write("standin: " + (fmt % args) + "\n")

    def send_json(self, obj, status=200):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def api(self, method):
        u = urlparse(self.path)
        parts = u.path.split("/", 3)  # '', react|native, v1, rest
        if len(parts) < 4 or parts[1] not in ("react", "native") or parts[2] != "v1":
            return False
        native = parts[1] == "native"
        rest = parts[3]
        comps = (NATIVE_COMPONENTS if native else REACT_COMPONENTS)[DATASET]
        version = (NATIVE_VERSION if native else REACT_VERSION)[DATASET]
        docs = NATIVE_DOCS if native else REACT_DOCS
        body = {}
        if method == "POST":
            n = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(n) or b"{}")
        if rest == "ctx":
            self.send_json({"components": comps, "version": version, "timestamp": 1795000000000,
                            "docs": {"paths": ["/docs/" + p for p in sorted(docs)]}})
        elif rest == "components":
            self.send_json({"components": comps, "latestVersion": version})
        elif rest in ("components/docs", "components/source", "components/styles"):
            results = []
            for c in body.get("components", []):
                if c not in PROPS and rest != "components/docs":
                    results.append({"component": c, "error": "No source file found for %s" % c})
                    continue
                slug = c.lower()
                if rest == "components/docs":
                    if c not in PROPS:
                        results.append({"component": c, "error": "Documentation not published yet", "status": 404})
                    else:
                        results.append({"component": c, "url": "https://heroui.com/docs/%s/components/%s" % (
                            "native" if native else "react", slug), "content": component_doc(c, native)})
                elif rest == "components/source":
                    results.append({"component": c, "filePath": "packages/react/src/components/%s/%s.tsx" % (slug, slug),
                                    "githubUrl": "https://github.com/heroui-inc/heroui/blob/v3/packages/react/src/components/%s/%s.tsx" % (slug, slug),
                                    "sourceCode": source_code(c)})
                else:
                    results.append({"component": c, "filePath": "packages/styles/components/%s.css" % slug,
                                    "githubUrl": "https://github.com/heroui-inc/heroui/blob/v3/packages/styles/components/%s.css" % slug,
                                    "stylesCode": styles_code(c)})
            self.send_json({"results": results})
        elif rest.startswith("themes/variables"):
            self.send_json((NATIVE_THEME if native else REACT_THEME)[DATASET])
        elif rest.startswith("docs/"):
            p = rest[len("docs/"):]
            if p in docs:
                self.send_json({"content": docs[p], "url": "https://heroui.com/docs/" + p, "contentType": "mdx"})
            else:
                self.send_json({"error": "not found"}, 404)
        else:
            self.send_json({"error": "unknown endpoint"}, 404)
        return True

    def do_GET(self):
        if not self.api("GET"):
            super().do_GET()

    def do_POST(self):
        if not self.api("POST"):
            self.send_json({"error": "unknown endpoint"}, 404)


HTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
