// Package callplan loads call plans and prepares file-sourced tool
// arguments (seed 003, "call_tool_with_file_content"; DESIGN.md §10).
//
// # Call plans
//
// A call plan names, per server and tool, the argument sets to call the
// tool with. Each argument set is either inline arguments (origin "plan")
// or a file whose content is converted to JSON and used as the arguments
// (origin "file"). A plan is YAML or JSON:
//
//	allowed_dirs: [data]          # optional; relative to this file
//	max_file_size: 10MB           # optional
//	servers:
//	  memory:
//	    create_relations:
//	      - file_path: data/relations.csv
//	        data_key: relations
//	  everything:
//	    echo:
//	      - arguments: {message: hello}
//	      - file_path: data/message.txt
//	        data_key: message
//	    get-sum:
//	      - file_path: data/sum.xml
//
// The same plan as JSON:
//
//	{
//	  "allowed_dirs": ["data"],
//	  "max_file_size": "10MB",
//	  "servers": {
//	    "memory": {
//	      "create_relations": [
//	        {"file_path": "data/relations.csv", "data_key": "relations"}
//	      ]
//	    },
//	    "everything": {
//	      "echo": [
//	        {"arguments": {"message": "hello"}},
//	        {"file_path": "data/message.txt", "data_key": "message"}
//	      ],
//	      "get-sum": {"file_path": "data/sum.xml"}
//	    }
//	  }
//	}
//
// A tool maps to a list of entries or to a single entry object. An entry
// has either "arguments" (a JSON object) or "file_path"; "data_key" and
// "tool_args" (an object) go with "file_path" only. Relative paths in
// "file_path" and "allowed_dirs" are resolved against the plan file's
// directory; without "allowed_dirs" only files under the plan file's
// directory may be read. "max_file_size" is a number of bytes or a size
// such as "10MB", "512KiB" or "1.5GB" (K, M and G are powers of 1024); the
// default is [DefaultMaxFileSize]. Unknown keys are errors, as are
// duplicate keys. Errors name the plan file and line
// ("plan.yaml:12: server \"everything\" tool \"echo\" entry 2: ...").
//
// # Arguments from files
//
// The file's format comes from its extension ([DetectFormat]: .json, .csv,
// .tsv, .yaml/.yml, .xml, anything else is text) and its content becomes
// a JSON value ([Convert]):
//
//   - JSON is parsed as is; numbers are kept exactly as written.
//   - CSV and TSV: the first row is the header, every further row an
//     object keyed by the header names (which must be unique and
//     non-empty). Cells that are booleans ("true"/"false", any case) or
//     plain integers and decimals become booleans and numbers; numbers
//     with leading zeros ("007"), a plus sign ("+1"), exponents or more
//     than 15 digits stay strings, as does everything else ("" stays "").
//     Surrounding spaces are ignored when recognising numbers and
//     booleans; strings are kept exactly. A header-only file gives [];
//     rows with the wrong number of fields are errors.
//   - YAML is parsed as one document (several documents are an error,
//     trailing empty documents aside). Keys that are not strings become
//     their text ("1", "true", "null"); anchors, aliases and merge keys
//     are expanded; timestamps and binary values stay strings; .inf and
//     .nan are errors since JSON cannot represent them. An empty document
//     is null.
//   - XML: the root element's content becomes the value (a document has
//     exactly one root, so keeping its name would only add a level).
//     Child elements become keys, repeated children become arrays,
//     attributes become "@name" keys, an element with text only becomes
//     that text (typed like a CSV cell), text mixed with child elements
//     goes to "#text" (whitespace collapsed), and an empty element is "". Namespace
//     prefixes are kept in names ("dc:title"); comments, processing
//     instructions and DOCTYPE are ignored, and no external entities are
//     ever loaded.
//   - Text: if the trimmed content is a JSON value it is used, otherwise
//     the content itself, untrimmed, is a JSON string.
//
// A UTF-8 byte order mark is dropped; content that is not UTF-8 is an
// error. Parse errors name the line, in the seed's words: "Failed to
// parse CSV file: Invalid format at line 15 (...)".
//
// [Merge] injects the converted content into the tool arguments as the
// seed describes: without a data_key the content is the whole arguments;
// with one, the content is put at that key of a copy of tool_args, and a
// key already in tool_args is overwritten with a warning.
//
// # Security
//
// [ReadFile] reads only regular files inside the allowed directories,
// comparing paths after making them absolute and resolving symbolic links
// (so ".." and links pointing outside are refused), and only up to the
// size limit, which is checked before reading and enforced while reading.
// Errors are [*FileError] values with the seed's messages, e.g. "File
// 'data/x.csv' does not exist or is not readable".
//
// Owns: call plans (YAML or JSON), arguments from files (format detection, conversion, merge) and the allowed-directory rules.
// Imports: probe (PlannedCall), probe/capture, yaml/v3 and the standard library only; never classify, extract, check, corpus or report.
package callplan
