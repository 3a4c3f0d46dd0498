import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { COLLECTION_STYLE, EVENT_ID, NOT_RESOLVED, SCALAR_STYLE, YAML11_SCHEMA, YAMLException, getScalarValue, parseEvents } from "js-yaml";
import "semver";
// src/engine/types.ts
var scopeOf = (kind) => kind === "ServingRuntime" ? "Namespaced" : "Cluster";
var DIFFUSION_COMPONENTS = [
	"scheduler",
	"textEncoder",
	"tokenizer",
	"transformer",
	"vae"
];
// src/manifests/yaml-nodes.ts
/**
* A positioned YAML tree built from js-yaml's event stream (`parseEvents`). js-yaml's own
* constructors give plain values without positions; its events give every node's source offsets
* but no end offsets for collections, no duplicate-key check and no alias lookup. This file adds
* exactly those, in one pass over the events:
*
* - a collection ends where its last child ends (block) or after its closing bracket (flow);
* - a key that repeats in its mapping is reported, as kubectl does;
* - an alias keeps a reference to its anchored node and is never expanded (an alias bomb costs
*   one object per alias written), with at most `MAX_ALIASES` per document;
* - scalar values are resolved only when read, by the schema's own tags (YAML11_SCHEMA), so the
*   thousands of values selection never reads cost nothing beyond their event.
*/
/** More aliases than this in one document is not a manifest; refused before anything reads it. */
var MAX_ALIASES = 1e3;
var UNREAD = Symbol("unread");
var SCALAR_TAGS = YAML11_SCHEMA.tags.filter((t) => t.nodeKind === "scalar");
var IMPLICIT = SCALAR_TAGS.filter((t) => t.implicit);
/** Implicit resolvers by a plain scalar's first character, in schema order. */
var implicitByFirstChar = /* @__PURE__ */ new Map();
var implicitAnyFirstChar = IMPLICIT.filter((t) => t.implicitFirstChars === null);
for (const tag of IMPLICIT) for (const c of tag.implicitFirstChars ?? []) {
	const list = implicitByFirstChar.get(c) ?? [...implicitAnyFirstChar];
	if (!list.includes(tag)) list.push(tag);
	implicitByFirstChar.set(c, list);
}
/**
* go-yaml v2 (kubectl) falls back to Go's float syntax for plain scalars, so `1e3` is a number
* there although YAML 1.1's float pattern wants a dot.
*/
var GO_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
function resolvePlain(source) {
	const tags = implicitByFirstChar.get(source.charAt(0)) ?? implicitAnyFirstChar;
	for (const tag of tags) {
		const value = tag.resolve(source, false, tag.tagName);
		if (value !== NOT_RESOLVED) return value;
	}
	return GO_FLOAT.test(source) ? Number(source) : source;
}
/** `!!int` → `tag:yaml.org,2002:int`; `!<tag:…>` → `tag:…`. */
function tagName(written) {
	if (written.startsWith("!!")) return `tag:yaml.org,2002:${written.slice(2)}`;
	if (written.startsWith("!<") && written.endsWith(">")) return written.slice(2, -1);
	return written;
}
function resolveTagged(written, source) {
	const name = tagName(written);
	const tag = SCALAR_TAGS.find((t) => t.tagName === name);
	if (tag === void 0) return source;
	const value = tag.resolve(source, true, name);
	return value === NOT_RESOLVED ? source : value;
}
/** The value of a scalar as kubectl reads it (YAML 1.1: `yes` is true, `0777` is 511). */
function scalarValue(node, text) {
	if (node.value !== UNREAD) return node.value;
	const event = node.event;
	let value;
	if (event === null) value = node.tag === null ? null : resolveTagged(node.tag, "");
	else {
		const source = event.fast ? text.slice(event.valueStart, event.valueEnd) : getScalarValue(text, event);
		if (node.tag !== null) value = resolveTagged(node.tag, source);
		else value = event.style === SCALAR_STYLE.PLAIN ? resolvePlain(source) : source;
	}
	node.value = value;
	return value;
}
/**
* A key's identity for duplicate checks: `a` and `"a"` are one key, `1` and `"1"` are two. The
* resolved value itself, compared as a Set compares (SameValueZero), so the thousands of string
* keys of a cluster cost no extra string each; only object values (timestamps) are spelled out.
*/
function keyIdentity(node, text) {
	if (node.kind !== "scalar") return NO_IDENTITY;
	const value = scalarValue(node, text);
	return typeof value === "object" && value !== null ? `\0${String(value)}` : value;
}
/** Collections and aliases as keys are not compared (kubectl rejects them anyway). */
var NO_IDENTITY = Symbol("no identity");
/** A scalar's written extent: quotes and block indicators included, for "got X as written". */
function scalarExtent(event, text) {
	switch (event.style) {
		case SCALAR_STYLE.SINGLE_QUOTED:
		case SCALAR_STYLE.DOUBLE_QUOTED: return [event.valueStart - 1, event.valueEnd + 1];
		case SCALAR_STYLE.LITERAL_BLOCK:
		case SCALAR_STYLE.FOLDED_BLOCK: {
			const at = Math.max(text.lastIndexOf("|", event.valueStart), text.lastIndexOf(">", event.valueStart));
			return [at < 0 ? event.valueStart : at, event.valueEnd];
		}
		default: return [event.valueStart, event.valueEnd];
	}
}
/** Just after the `]` or `}` that closes a flow collection, searching from `from`. */
function flowClose(text, from) {
	for (let i = from; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 93 || c === 125) return i + 1;
		if (c === 35) {
			const eol = text.indexOf("\n", i);
			if (eol < 0) break;
			i = eol;
		}
	}
	return text.length;
}
var seen = (keys, id) => Array.isArray(keys) ? keys.includes(id) : keys.has(id);
/** Builds the documents of one text from its events. Never throws for valid event streams. */
function buildDocuments(events, text) {
	const documents = [];
	const stack = [];
	let doc = null;
	/** Where the last node ended: the position of an empty scalar, the end of a block collection. */
	let lastEnd = 0;
	const attach = (node) => {
		const frame = stack[stack.length - 1];
		if (frame === void 0) {
			doc.root = node;
			return;
		}
		const items = frame.node.items;
		if (frame.keys !== null && items.length % 2 === 0) {
			const id = keyIdentity(node, text);
			if (id !== NO_IDENTITY) {
				if (seen(frame.keys, id)) doc.problems.push({
					code: "yaml-duplicate-key",
					message: "duplicate key: a key may appear only once in a mapping (kubectl rejects it)",
					start: node.start,
					end: node.end
				});
				if (Array.isArray(frame.keys)) {
					frame.keys.push(id);
					if (frame.keys.length > 16) frame.keys = new Set(frame.keys);
				} else frame.keys.add(id);
			}
		}
		items.push(node);
	};
	const anchor = (e, node) => {
		if (e.anchorStart >= 0) doc.anchors.set(text.slice(e.anchorStart, e.anchorEnd), node);
	};
	for (const e of events) switch (e.type) {
		case EVENT_ID.DOCUMENT:
			doc = {
				root: null,
				problems: [],
				anchors: /* @__PURE__ */ new Map(),
				aliases: []
			};
			break;
		case EVENT_ID.MAPPING:
		case EVENT_ID.SEQUENCE: {
			const flow = e.style === COLLECTION_STYLE.FLOW;
			const node = e.type === EVENT_ID.MAPPING ? {
				kind: "map",
				start: e.start,
				end: e.start,
				flow,
				items: []
			} : {
				kind: "seq",
				start: e.start,
				end: e.start,
				flow,
				items: []
			};
			anchor(e, node);
			attach(node);
			stack.push({
				node,
				keys: node.kind === "map" ? [] : null
			});
			lastEnd = e.start + (flow ? 1 : 0);
			break;
		}
		case EVENT_ID.SCALAR: {
			const [start, end] = e.valueStart < 0 ? [lastEnd, lastEnd] : scalarExtent(e, text);
			const node = {
				kind: "scalar",
				start,
				end,
				event: e.valueStart < 0 ? null : e,
				tag: e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd),
				value: UNREAD
			};
			anchor(e, node);
			attach(node);
			lastEnd = end;
			break;
		}
		case EVENT_ID.ALIAS: {
			const name = text.slice(e.anchorStart, e.anchorEnd);
			const target = doc.anchors.get(name);
			const start = e.anchorStart - 1;
			if (doc.aliases.length >= 1e3) {
				doc.problems.push({
					code: "yaml-too-complex",
					message: `more than ${MAX_ALIASES} aliases in one document; refused (a manifest never needs this many)`,
					start,
					end: e.anchorEnd
				});
				return finish(documents, doc);
			}
			if (target === void 0) {
				doc.problems.push({
					code: "yaml-syntax",
					message: `alias *${name} has no anchor &${name} before it`,
					start,
					end: e.anchorEnd
				});
				attach({
					kind: "scalar",
					start,
					end: e.anchorEnd,
					event: null,
					tag: null,
					value: null
				});
			} else {
				const alias = {
					kind: "alias",
					start,
					end: e.anchorEnd,
					name,
					target
				};
				doc.aliases.push(alias);
				attach(alias);
			}
			lastEnd = e.anchorEnd;
			break;
		}
		case EVENT_ID.POP: {
			const frame = stack.pop();
			if (frame === void 0) {
				documents.push({
					root: doc.root,
					problems: doc.problems,
					aliases: doc.aliases
				});
				doc = null;
				break;
			}
			const node = frame.node;
			node.end = node.flow ? flowClose(text, Math.max(lastEnd, node.start + 1)) : lastEnd;
			lastEnd = node.end;
			break;
		}
	}
	return documents;
}
/** Ends the build at a refusal: the document is kept with its problem, the rest is dropped. */
function finish(documents, doc) {
	documents.push({
		root: null,
		problems: doc.problems,
		aliases: []
	});
	return documents;
}
// src/manifests/reader.ts
var isMap = (node) => node?.kind === "map";
var NodeReader = class {
	lines;
	text;
	ref;
	diagnostics;
	aliases;
	/** Set when a field had the wrong type: the object would not pass the API server. */
	rejected = false;
	/**
	* The fields read, in order, with their start and end offsets. Spans are made only when asked
	* for: an object with one property per dotted path is slow to build, and most are never looked
	* at. Offsets, not nodes, so a decoded object does not keep its YAML tree alive.
	*/
	fieldPaths = [];
	fieldOffsets = [];
	constructor(lines, text, ref, diagnostics, aliases = []) {
		this.lines = lines;
		this.text = text;
		this.ref = ref;
		this.diagnostics = diagnostics;
		this.aliases = aliases;
	}
	/**
	* The anchor whose aliases also read `node`'s text (the node is the anchored one, or inside
	* it), or null: an edit of that text would change every place the alias is used.
	*/
	sharedAnchor(node) {
		if (node === null) return null;
		for (const alias of this.aliases) {
			const target = alias.target;
			if (target.start <= node.start && node.end <= target.end) return alias.name;
		}
		return null;
	}
	/** Follows an alias to its anchor; YAML aliases are legal in manifests. */
	resolve(node) {
		if (node === null || node === void 0) return null;
		return node.kind === "alias" ? node.target : node;
	}
	/** A scalar's value (YAML 1.1, as kubectl reads it); undefined for a mapping or a list. */
	value(node) {
		return node?.kind === "scalar" ? scalarValue(node, this.text) : void 0;
	}
	span(node) {
		return node === null ? null : this.lines.span(node.start, node.end);
	}
	/** An offset as the chunk counts it (see `LineIndex`). */
	localOffset(offset) {
		return this.lines.local(offset);
	}
	/** The text as written, for messages ("got high"). */
	written(node) {
		if (node === null) return "null";
		const raw = this.text.slice(node.start, node.end);
		return raw.length > 40 ? `${raw.slice(0, 37)}...` : raw;
	}
	report(code, path, message, node, severity = "error") {
		if (severity === "error") this.rejected = true;
		this.diagnostics.push({
			...this.ref,
			severity,
			code,
			path,
			message,
			span: this.span(node)
		});
	}
	/** The key's value node as written (an alias is not followed), or undefined when absent. */
	rawChild(map, key) {
		if (map === null) return void 0;
		const items = map.items;
		for (let i = 0; i < items.length; i += 2) if (this.value(items[i]) === key) return items[i + 1];
	}
	/** The value node under `key`, or null when absent or YAML null. */
	child(map, key) {
		const value = this.resolve(this.rawChild(map, key));
		if (value === null || value.kind === "scalar" && this.value(value) === null) return null;
		return value;
	}
	has(map, key) {
		return this.rawChild(map, key) !== void 0;
	}
	/** Each key (as text) with its value node, aliases followed; keys that are not scalars skipped. */
	pairs(map) {
		const out = [];
		const items = map.items;
		for (let i = 0; i < items.length; i += 2) {
			const key = items[i];
			if (key.kind !== "scalar") continue;
			out.push([String(this.value(key)), this.resolve(items[i + 1])]);
		}
		return out;
	}
	remember(path, node) {
		this.fieldPaths.push(path);
		this.fieldOffsets.push(node.start, node.end);
	}
	/** The span of a field read so far (the last read of that path), or null. */
	fieldSpan(path) {
		const at = this.fieldPaths.lastIndexOf(path);
		return at < 0 ? null : this.lines.span(this.fieldOffsets[2 * at], this.fieldOffsets[2 * at + 1]);
	}
	/** Every field read so far, by dotted path. */
	fieldSpans() {
		const out = {};
		const offsets = this.fieldOffsets;
		this.fieldPaths.forEach((path, i) => out[path] = this.lines.span(offsets[2 * i], offsets[2 * i + 1]));
		return out;
	}
	map(parent, key, path) {
		const node = this.child(parent, key);
		if (node === null) return null;
		if (node.kind !== "map") {
			this.report("wrong-type", path, `expected a mapping (key: value lines), got ${this.written(node)}`, node);
			return null;
		}
		this.remember(path, node);
		return node;
	}
	list(parent, key, path) {
		const node = this.child(parent, key);
		if (node === null) return null;
		if (node.kind !== "seq") {
			this.report("wrong-type", path, `expected a list, got ${this.written(node)}`, node);
			return null;
		}
		this.remember(path, node);
		return node.items.map((item) => this.resolve(item));
	}
	string(parent, key, path) {
		const node = this.child(parent, key);
		if (node === null) return null;
		this.remember(path, node);
		const value = this.value(node);
		if (typeof value === "string") return value;
		const hint = typeof value === "number" ? ` (YAML reads ${this.written(node)} as a number: quote it, '${this.written(node)}')` : "";
		this.report("wrong-type", path, `expected a string, got ${this.written(node)}${hint}`, node);
		return null;
	}
	boolean(parent, key, path) {
		const node = this.child(parent, key);
		if (node === null) return null;
		this.remember(path, node);
		const value = this.value(node);
		if (typeof value === "boolean") return value;
		this.report("wrong-type", path, `expected true or false, got ${this.written(node)}`, node);
		return null;
	}
	/** An integer (int32 for priority, int64 for weights). An integral float such as 2.0 is accepted, as by kubectl. */
	integer(parent, key, path, bits) {
		const node = this.child(parent, key);
		if (node === null) return null;
		this.remember(path, node);
		const value = this.value(node);
		const limit = bits === 32 ? 2 ** 31 : 2 ** 63;
		if (typeof value === "number" && Number.isInteger(value) && value >= -limit && value < limit) return value;
		const got = this.written(node);
		const why = typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)) ? ` (a quoted string; write ${value.trim()} without quotes)` : typeof value === "number" && !Number.isInteger(value) ? " (not a whole number)" : typeof value === "number" ? ` (outside the int${bits} range)` : "";
		this.report("wrong-type", path, `expected an integer, got ${got}${why}`, node);
		return null;
	}
	stringList(parent, key, path) {
		const items = this.list(parent, key, path);
		if (items === null) return null;
		const out = [];
		items.forEach((item, i) => {
			const value = this.value(item);
			if (typeof value === "string") out.push(value);
			else this.report("wrong-type", `${path}[${i}]`, `expected a string, got ${this.written(item)}`, item);
		});
		return out;
	}
	/** A map of string values (annotations). Non-string values are reported. */
	stringMap(parent, key, path) {
		const map = this.map(parent, key, path);
		if (map === null) return null;
		const out = {};
		for (const [k, value] of this.pairs(map)) {
			const scalar = this.value(value);
			if (value === null || value.kind === "scalar" && scalar === null) continue;
			if (typeof scalar === "string") out[k] = scalar;
			else this.report("wrong-type", `${path}.${k}`, `expected a string, got ${this.written(value)}`, value);
		}
		return out;
	}
};
// src/manifests/decode-common.ts
/** Decoders shared by several kinds: metadata and diffusion pipelines. */
/** `metadata.name` is required; a missing one rejects the object, as the API server would. */
function readMetadata(r, root) {
	const metadata = r.map(root, "metadata", "metadata");
	const name = r.string(metadata, "name", "metadata.name");
	const namespace = r.string(metadata, "namespace", "metadata.namespace");
	const annotations = r.stringMap(metadata, "annotations", "metadata.annotations") ?? {};
	if (name === null || name === "") {
		if (!r.rejected) r.report("missing-field", "metadata.name", "metadata.name is required", metadata ?? root);
		return null;
	}
	return {
		name,
		namespace: namespace === "" ? null : namespace,
		annotations
	};
}
function readComponent$1(r, parent, key, path) {
	const node = r.map(parent, key, path);
	if (node === null) return null;
	return {
		library: r.string(node, "library", `${path}.library`) ?? "",
		type: r.string(node, "type", `${path}.type`) ?? ""
	};
}
/** `diffusionPipeline` on a model or an entry; `{}` counts as set (runtime-selection.md §4.3). */
function readDiffusionPipeline(r, parent, path) {
	const node = r.map(parent, "diffusionPipeline", path);
	if (node === null) return null;
	const components = {};
	for (const name of DIFFUSION_COMPONENTS) {
		const component = readComponent$1(r, node, name, `${path}.${name}`);
		if (component !== null) components[name] = component;
	}
	const additionalComponents = {};
	const additional = r.map(node, "additionalComponents", `${path}.additionalComponents`);
	if (additional !== null) {
		for (const [key, value] of r.pairs(additional)) if (isMap(value)) {
			const component = readComponent$1(r, additional, key, `${path}.additionalComponents.${key}`);
			if (component !== null) additionalComponents[key] = component;
		}
	}
	return {
		className: r.string(node, "className", `${path}.className`),
		components,
		additionalComponents
	};
}
// src/manifests/decode-isvc.ts
var ACCELERATOR_CLASS_ANNOTATION = "ome.io/accelerator-class";
var DEPLOYMENT_MODE_ANNOTATION$1 = "ome.io/deploymentMode";
function readComponent(r, spec, key) {
	const node = r.map(spec, key, `spec.${key}`);
	const override = r.map(node, "acceleratorOverride", `spec.${key}.acceleratorOverride`);
	const annotations = r.stringMap(node, "annotations", `spec.${key}.annotations`);
	return {
		present: node !== null,
		acceleratorClass: r.string(override, "acceleratorClass", `spec.${key}.acceleratorOverride.acceleratorClass`),
		deploymentMode: annotations?.[DEPLOYMENT_MODE_ANNOTATION$1] ?? null
	};
}
/** A missing metadata.namespace is "": resolution puts it in the simulated namespace, as `kubectl apply -n` would. */
function decodeInferenceService(r, root) {
	const metadata = readMetadata(r, root);
	const spec = r.map(root, "spec", "spec");
	const model = r.map(spec, "model", "spec.model");
	const runtime = r.map(spec, "runtime", "spec.runtime");
	const selector = r.map(spec, "acceleratorSelector", "spec.acceleratorSelector");
	const engine = readComponent(r, spec, "engine");
	const decoder = readComponent(r, spec, "decoder");
	const isvc = {
		name: metadata?.name ?? "",
		namespace: metadata?.namespace ?? "",
		modelName: model === null ? null : r.string(model, "name", "spec.model.name") ?? "",
		runtime: runtime === null ? null : {
			name: r.string(runtime, "name", "spec.runtime.name") ?? "",
			kind: r.string(runtime, "kind", "spec.runtime.kind")
		},
		acceleratorClassAnnotation: metadata?.annotations[ACCELERATOR_CLASS_ANNOTATION] ?? null,
		acceleratorSelectorClass: r.string(selector, "acceleratorClass", "spec.acceleratorSelector.acceleratorClass"),
		engineAcceleratorClass: engine.acceleratorClass,
		decoderAcceleratorClass: decoder.acceleratorClass,
		hasEngine: engine.present,
		hasDecoder: decoder.present,
		engineDeploymentMode: engine.deploymentMode,
		decoderDeploymentMode: decoder.deploymentMode,
		deploymentMode: r.string(spec, "deploymentMode", "spec.deploymentMode")
	};
	return metadata === null || r.rejected ? null : isvc;
}
// src/manifests/decode-model.ts
function decodeModel(r, root, kind) {
	const metadata = readMetadata(r, root);
	const spec = r.map(root, "spec", "spec");
	const format = r.map(spec, "modelFormat", "spec.modelFormat");
	const framework = r.map(spec, "modelFramework", "spec.modelFramework");
	const model = {
		kind,
		name: metadata?.name ?? "",
		namespace: kind === "BaseModel" ? metadata?.namespace ?? null : null,
		modelFormat: {
			name: r.string(format, "name", "spec.modelFormat.name") ?? "",
			version: r.string(format, "version", "spec.modelFormat.version")
		},
		modelFramework: framework === null ? null : {
			name: r.string(framework, "name", "spec.modelFramework.name") ?? "",
			version: r.string(framework, "version", "spec.modelFramework.version")
		},
		modelArchitecture: r.string(spec, "modelArchitecture", "spec.modelArchitecture"),
		quantization: r.string(spec, "quantization", "spec.quantization"),
		diffusionPipeline: readDiffusionPipeline(r, spec, "spec.diffusionPipeline"),
		modelParameterSize: r.string(spec, "modelParameterSize", "spec.modelParameterSize"),
		disabled: r.boolean(spec, "disabled", "spec.disabled"),
		distribution: r.string(spec, "distribution", "spec.distribution")
	};
	return metadata === null || r.rejected ? null : model;
}
// src/manifests/decode-runtime.ts
var DEPLOYMENT_MODE_ANNOTATION = "ome.io/deploymentMode";
var INHERIT_FROM_ANNOTATION = "ome.io/inherit-from";
function readRequirement(r, entry, key, path, options, defaulted) {
	const node = r.map(entry, key, `${path}.${key}`);
	if (node === null) return null;
	const weight = r.integer(node, "weight", `${path}.${key}.weight`, 64);
	const operator = r.string(node, "operator", `${path}.${key}.operator`);
	if (options.applyCrdDefaults && r.child(node, "weight") === null) defaulted.push(`${key}.weight`);
	if (options.applyCrdDefaults && r.child(node, "operator") === null) defaulted.push(`${key}.operator`);
	return {
		name: r.string(node, "name", `${path}.${key}.name`) ?? "",
		version: r.string(node, "version", `${path}.${key}.version`),
		operator: operator ?? (options.applyCrdDefaults ? "Equal" : null),
		weight: weight ?? (options.applyCrdDefaults ? 1 : 0)
	};
}
function readEntry(r, node, path, options) {
	const entry = r.resolve(node);
	if (!isMap(entry)) {
		r.report("wrong-type", path, `expected a mapping for a supportedModelFormats entry, got ${r.written(entry)}`, entry);
		return null;
	}
	const map = entry;
	const defaulted = [];
	return {
		name: r.string(map, "name", `${path}.name`) ?? "",
		modelFormat: readRequirement(r, map, "modelFormat", path, options, defaulted),
		modelFramework: readRequirement(r, map, "modelFramework", path, options, defaulted),
		modelArchitecture: r.string(map, "modelArchitecture", `${path}.modelArchitecture`),
		quantization: r.string(map, "quantization", `${path}.quantization`),
		diffusionPipeline: readDiffusionPipeline(r, map, `${path}.diffusionPipeline`),
		autoSelect: r.boolean(map, "autoSelect", `${path}.autoSelect`),
		priority: r.integer(map, "priority", `${path}.priority`, 32),
		defaulted
	};
}
function entryLocation(r, node) {
	const map = r.resolve(node);
	const priority = isMap(map) ? r.child(map, "priority") : null;
	const span = r.span(map);
	return {
		span,
		priority: r.span(priority),
		keyColumn: span?.start.column ?? 1,
		endOffset: map === null ? 0 : r.localOffset(map.end),
		sharedAnchor: r.sharedAnchor(map) ?? r.sharedAnchor(priority)
	};
}
function decodeRuntime(r, root, kind, options) {
	const metadata = readMetadata(r, root);
	const spec = r.map(root, "spec", "spec");
	const entryNodes = r.list(spec, "supportedModelFormats", "spec.supportedModelFormats") ?? [];
	const entries = entryNodes.map((node, i) => readEntry(r, node, `spec.supportedModelFormats[${i}]`, options));
	const range = r.map(spec, "modelSizeRange", "spec.modelSizeRange");
	const accelerators = r.map(spec, "acceleratorRequirements", "spec.acceleratorRequirements");
	const engineConfig = r.map(spec, "engineConfig", "spec.engineConfig");
	const decoderConfig = r.map(spec, "decoderConfig", "spec.decoderConfig");
	const engineAnnotations = r.stringMap(engineConfig, "annotations", "spec.engineConfig.annotations");
	const decoderAnnotations = r.stringMap(decoderConfig, "annotations", "spec.decoderConfig.annotations");
	const runtime = {
		kind,
		name: metadata?.name ?? "",
		namespace: kind === "ServingRuntime" ? metadata?.namespace ?? null : null,
		disabled: r.boolean(spec, "disabled", "spec.disabled"),
		supportedModelFormats: entries.filter((e) => e !== null),
		modelSizeRange: range === null ? null : {
			min: r.string(range, "min", "spec.modelSizeRange.min"),
			max: r.string(range, "max", "spec.modelSizeRange.max")
		},
		acceleratorClasses: r.stringList(accelerators, "acceleratorClasses", "spec.acceleratorRequirements.acceleratorClasses"),
		engineDeploymentMode: engineAnnotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
		decoderDeploymentMode: decoderAnnotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
		inheritFrom: metadata?.annotations[INHERIT_FROM_ANNOTATION] ?? null
	};
	if (metadata === null || r.rejected) return null;
	return {
		runtime,
		entries: entryNodes.map((node) => entryLocation(r, node))
	};
}
// src/manifests/chunks.ts
/**
* Cuts at lines that start a document (`---` alone or followed by a space). A document marker
* must start at column 0, and block scalar content can't sit there, so this agrees with the
* YAML parser for manifests.
*/
function splitDocuments(text) {
	const chunks = [];
	let start = 0;
	let startLine = 1;
	let line = 1;
	let at = 0;
	while (at < text.length) {
		const end = text.indexOf("\n", at);
		const lineEnd = end < 0 ? text.length : end;
		if (at > start && text.startsWith("---", at)) {
			const after = text[at + 3];
			if (at + 3 === lineEnd || after === " " || after === "	" || after === "\r") {
				chunks.push({
					text: text.slice(start, at),
					offset: start,
					line: startLine
				});
				start = at;
				startLine = line;
			}
		}
		if (end < 0) break;
		at = end + 1;
		line++;
	}
	chunks.push({
		text: text.slice(start),
		offset: start,
		line: startLine
	});
	return chunks;
}
var movePosition = (p, chunk) => ({
	line: p.line + chunk.line - 1,
	column: p.column,
	offset: p.offset + chunk.offset
});
var moveSpan = (span, chunk) => span === null ? null : {
	start: movePosition(span.start, chunk),
	end: movePosition(span.end, chunk)
};
function moveEntry(entry, chunk) {
	return {
		span: moveSpan(entry.span, chunk),
		priority: moveSpan(entry.priority, chunk),
		keyColumn: entry.keyColumn,
		endOffset: entry.endOffset + chunk.offset,
		sharedAnchor: entry.sharedAnchor
	};
}
/**
* A chunk-local origin placed in its source: file name, document number and positions. An edit
* near the top of a large paste moves every object below it, and most of their field and entry
* positions are never read, so those are moved when first read, then kept. A class with getters
* on its prototype: an object literal with its own getters is many times slower to create.
*/
var PlacedOrigin = class {
	source;
	document;
	item;
	span;
	nameSpan;
	loaded;
	#local;
	#chunk;
	#fields = null;
	#entries = null;
	constructor(local, placement, chunk) {
		this.source = placement.source;
		this.document = local.document + placement.documentBase;
		if (local.item !== void 0) this.item = local.item;
		this.span = moveSpan(local.span, chunk);
		this.nameSpan = moveSpan(local.nameSpan, chunk);
		this.loaded = placement.loaded;
		this.#local = local;
		this.#chunk = chunk;
	}
	get fields() {
		if (this.#fields === null) {
			const moved = {};
			for (const [path, span] of Object.entries(this.#local.fields)) moved[path] = moveSpan(span, this.#chunk);
			this.#fields = moved;
		}
		return this.#fields;
	}
	get entries() {
		return this.#entries ??= this.#local.entries.map((e) => moveEntry(e, this.#chunk));
	}
};
/** Places a chunk-local object in its source (see `PlacedOrigin`). */
function relocateObject(located, placement, chunk) {
	return {
		object: located.object,
		origin: new PlacedOrigin(located.origin, placement, chunk)
	};
}
function relocateDiagnostic(diagnostic, source, documentBase, chunk) {
	return {
		...diagnostic,
		source,
		document: diagnostic.document + documentBase,
		span: moveSpan(diagnostic.span, chunk)
	};
}
// src/manifests/source-ref.ts
var sourceRefOf = (ref) => ({
	source: ref.source,
	document: ref.document,
	...ref.item === void 0 ? {} : { item: ref.item }
});
var TOO_DEEP = "nesting too deep to parse; refused (a manifest is never this deep)";
/**
* Offsets to lines and columns. Line starts are found on the first request: most documents are
* decoded without a problem and only a few of their fields' positions are ever asked for.
*/
var LineIndex = class {
	text;
	base;
	starts = null;
	/**
	* `text` is the chunk whose lines are counted; `base` is where it starts in the text the
	* offsets refer to (a whole source parsed at once, see `documentOfSource`).
	*/
	constructor(text, base = 0) {
		this.text = text;
		this.base = base;
	}
	lineStarts() {
		if (this.starts !== null) return this.starts;
		const starts = [0];
		const text = this.text;
		for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) starts.push(at + 1);
		this.starts = starts;
		return starts;
	}
	/** 1-based line and column of a 0-based offset. */
	positionAt(absolute) {
		const offset = absolute - this.base;
		const starts = this.lineStarts();
		let low = 0;
		let high = starts.length - 1;
		while (low < high) {
			const mid = low + high + 1 >> 1;
			if (starts[mid] <= offset) low = mid;
			else high = mid - 1;
		}
		return {
			line: low + 1,
			column: offset - starts[low] + 1,
			offset
		};
	}
	/** The offset within the chunk. */
	local(absolute) {
		return absolute - this.base;
	}
	span(start, end) {
		return {
			start: this.positionAt(start),
			end: this.positionAt(end)
		};
	}
};
/**
* js-yaml's wording, made to say what is wrong where it can tell: `key: a: b` is reported as "bad
* indentation" at the second `:`, which is a value containing `: ` (quote it).
*/
function syntaxMessage(reason, text, position) {
	if (reason === "tab characters must not be used in indentation") return "Tabs are not allowed as indentation; indent with spaces";
	if (reason === "bad indentation of a mapping entry" && position !== void 0) {
		const lineStart = text.lastIndexOf("\n", position - 1) + 1;
		if (text[position] === ":" && text.slice(lineStart, position).includes(": ")) return "Nested mappings are not allowed in compact mappings: a value containing ': ' must be quoted";
	}
	return reason;
}
/** A js-yaml exception as our diagnostic: depth refusals are `yaml-too-complex`. */
function describeParseError(error, text) {
	const at = (position) => position === void 0 ? null : [position, Math.min(position + 1, text.length)];
	if (error instanceof YAMLException) {
		const where = at(error.mark?.position);
		const span = where === null ? null : new LineIndex(text).span(where[0], where[1]);
		if (/maxDepth/.test(error.reason)) {
			const c = where === null ? "" : text[where[0]];
			return {
				severity: "error",
				code: "yaml-too-complex",
				path: "",
				message: c === "[" || c === "{" ? `nesting deeper than 200 levels; refused (a manifest is never this deep)` : TOO_DEEP,
				span
			};
		}
		return {
			severity: "error",
			code: "yaml-syntax",
			path: "",
			message: syntaxMessage(error.reason, text, error.mark?.position),
			span
		};
	}
	const message = error instanceof RangeError ? TOO_DEEP : `could not parse: ${error instanceof Error ? error.message : String(error)}`;
	return {
		severity: "error",
		code: error instanceof RangeError ? "yaml-too-complex" : "yaml-syntax",
		path: "",
		message,
		span: null
	};
}
var parseOptions = { maxDepth: 200 };
/** Parses one chunk of a source into documents, with a diagnostic for each problem. */
function parseSource(name, text) {
	const lines = new LineIndex(text);
	let events;
	try {
		events = parseEvents(text, parseOptions);
	} catch (error) {
		return {
			name,
			text,
			lines,
			documents: [{
				number: 1,
				root: null,
				aliases: [],
				usable: false
			}],
			diagnostics: [{
				source: name,
				document: 1,
				...describeParseError(error, text)
			}]
		};
	}
	const diagnostics = [];
	return {
		name,
		text,
		lines,
		documents: buildDocuments(events, text).map((document, i) => parsedDocument(name, lines, document, i + 1, diagnostics)),
		diagnostics
	};
}
function parsedDocument(name, lines, document, number, diagnostics) {
	for (const problem of document.problems) diagnostics.push({
		source: name,
		document: number,
		severity: "error",
		code: problem.code,
		path: "",
		message: problem.message,
		span: lines.span(problem.start, problem.end)
	});
	return {
		number,
		root: document.root,
		aliases: document.aliases,
		usable: document.problems.length === 0
	};
}
/**
* Parses a whole source at once, or returns null when it has a syntax error. js-yaml parses a
* large text in one call well over twice as fast as the same text cut into one call per
* document, so a first load takes this path; `load.ts` then hands each document to its chunk.
*/
function parseWholeSource(text) {
	try {
		return buildDocuments(parseEvents(text, parseOptions), text);
	} catch {
		return null;
	}
}
/** Where a document of a whole-source parse starts, or -1 for an empty one. */
var documentStart = (document) => document.root === null || document.root.kind === "scalar" && document.root.event === null ? -1 : document.root.start;
/**
* One document of a whole-source parse as its chunk's parse: offsets stay those of `source`,
* lines and columns are counted from the chunk's start (`base`), as if it had been parsed alone.
*/
function documentOfSource(name, source, chunkText, base, document) {
	const lines = new LineIndex(chunkText, base);
	const diagnostics = [];
	return {
		name,
		text: source,
		lines,
		documents: [parsedDocument(name, lines, document, 1, diagnostics)],
		diagnostics
	};
}
// src/manifests/load.ts
var byScopeThenName = (a, b) => (a.kind === b.kind ? 0 : a.kind === "ServingRuntime" ? -1 : 1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || ((a.namespace ?? "") < (b.namespace ?? "") ? -1 : (a.namespace ?? "") > (b.namespace ?? "") ? 1 : 0);
var isEmptyDocument = (root, text) => root === null || root.kind === "scalar" && scalarValue(root, text) === null;
var SELECTION_KINDS = [
	"ServingRuntime",
	"ClusterServingRuntime",
	"BaseModel",
	"ClusterBaseModel",
	"InferenceService"
];
/**
* Where an object is in its chunk. Field spans are made on first read, then kept: most objects'
* fields are never pointed at. (A class: an object literal with a getter is slow to create.)
*/
var LocalOrigin = class {
	source;
	document;
	item;
	span;
	nameSpan;
	/** Set when the chunk is placed in its source (relocateObject). */
	loaded = 0;
	entries;
	#reader;
	#fields = null;
	constructor(ref, r, root, entries) {
		this.source = ref.source;
		this.document = ref.document;
		if (ref.item !== void 0) this.item = ref.item;
		this.span = r.span(root);
		this.nameSpan = r.fieldSpan("metadata.name") ?? this.span;
		this.entries = entries;
		this.#reader = r;
	}
	get fields() {
		return this.#fields ??= this.#reader.fieldSpans();
	}
};
function decodeObject(scope, root, ref) {
	const { parsed, document, options, out } = scope;
	const r = new NodeReader(parsed.lines, parsed.text, ref, out.diagnostics, document.aliases);
	const kind = r.string(root, "kind", "kind");
	if (kind === null) {
		if (!r.rejected) r.report("missing-kind", "kind", `the document has no kind; expected one of ${SELECTION_KINDS.join(", ")} or List`, root);
		return;
	}
	const origin = (entries = []) => new LocalOrigin(ref, r, root, entries);
	switch (kind) {
		case "ServingRuntime":
		case "ClusterServingRuntime": {
			const decoded = decodeRuntime(r, root, kind, options);
			if (decoded !== null) out.runtimes.push({
				object: decoded.runtime,
				origin: origin(decoded.entries)
			});
			return;
		}
		case "BaseModel":
		case "ClusterBaseModel": {
			const model = decodeModel(r, root, kind);
			if (model !== null) out.models.push({
				object: model,
				origin: origin()
			});
			return;
		}
		case "InferenceService": {
			const isvc = decodeInferenceService(r, root);
			if (isvc !== null) out.inferenceServices.push({
				object: isvc,
				origin: origin()
			});
			return;
		}
		case "List":
			unpackList(scope, root, ref, r);
			return;
		default: r.report("unknown-kind", "kind", `kind ${kind} plays no part in runtime selection; ignored`, r.child(root, "kind"), "warning");
	}
}
/** `kubectl get -o yaml` output: a `v1/List` whose `items` are the objects. */
function unpackList(scope, root, ref, r) {
	const items = r.child(root, "items");
	if (items === null) return;
	if (items.kind !== "seq") {
		r.report("wrong-type", "items", `expected a list of objects, got ${r.written(items)}`, items);
		return;
	}
	items.items.forEach((node, item) => {
		const resolved = r.resolve(node);
		const itemRef = {
			...ref,
			item
		};
		if (!isMap(resolved)) {
			scope.out.diagnostics.push({
				...itemRef,
				severity: "error",
				code: "not-an-object",
				path: `items[${item}]`,
				message: `expected an object, got ${r.written(resolved)}`,
				span: r.span(resolved)
			});
			return;
		}
		decodeObject(scope, resolved, itemRef);
	});
}
/** Two objects of one kind with the same name (and namespace): kubectl would keep only the last. */
function reportDuplicates(located, identity, describe, diagnostics) {
	const byIdentity = /* @__PURE__ */ new Map();
	for (const item of located) {
		const id = identity(item.object);
		const earlier = byIdentity.get(id);
		if (earlier !== void 0) diagnostics.push({
			...sourceRefOf(item.origin),
			severity: "warning",
			code: "duplicate-object",
			path: "metadata.name",
			message: `${describe} ${item.object.name} is defined again (first in ${earlier.origin.source}, document ${earlier.origin.document}); the later definition is used, as kubectl apply would`,
			span: item.origin.nameSpan
		});
		byIdentity.set(id, item);
	}
	return [...byIdentity.values()];
}
var createManifestCache = () => ({ current: /* @__PURE__ */ new Map() });
function decodeParsed(parsed, options) {
	const out = {
		runtimes: [],
		models: [],
		inferenceServices: [],
		diagnostics: []
	};
	out.diagnostics.push(...parsed.diagnostics);
	for (const document of parsed.documents) {
		const { number, root, usable } = document;
		if (!usable || isEmptyDocument(root, parsed.text)) continue;
		const ref = {
			source: "",
			document: number
		};
		if (!isMap(root)) {
			out.diagnostics.push({
				...ref,
				severity: "error",
				code: "not-an-object",
				path: "",
				message: "expected a Kubernetes object (a mapping with apiVersion, kind, metadata, spec)",
				span: null
			});
			continue;
		}
		decodeObject({
			parsed,
			document,
			options,
			out
		}, root, ref);
	}
	return {
		collected: out,
		documents: parsed.documents.length
	};
}
var decodeChunk = (text, options) => decodeParsed(parseSource("", text), options);
/** Below this many chunks to decode, each is parsed alone (an edit touches one or two). */
var WHOLE_PARSE_MIN_CHUNKS = 8;
var DOCUMENT_END = /(?:^|\n)\.\.\.(?:[ \t\r\n]|$)/;
/**
* Decodes the chunks not in the cache from one parse of the whole source (see
* `parseWholeSource`). A chunk takes a document from it only when it is exactly that document:
* the one document starting inside it, with no `...` end marker that could start another. The
* rest (a leading comment, an empty `---`, anything unusual, or every chunk when the source has
* a syntax error) are parsed alone, as on an edit, which keeps an error to its own document.
*/
function decodeFromWholeSource(text, chunks, decoded, options) {
	const documents = parseWholeSource(text);
	if (documents === null) return;
	const found = new Array(chunks.length);
	let chunk = 0;
	for (const document of documents) {
		const start = documentStart(document);
		if (start < 0) continue;
		while (chunk + 1 < chunks.length && chunks[chunk + 1].offset <= start) chunk++;
		found[chunk] = found[chunk] === void 0 ? document : null;
	}
	chunks.forEach((c, i) => {
		const document = found[i];
		if (decoded[i] !== void 0 || document === void 0 || document === null) return;
		if (DOCUMENT_END.test(c.text)) return;
		decoded[i] = decodeParsed(documentOfSource("", text, c.text, c.offset, document), options);
	});
}
/**
* Parses and decodes every source. Objects that fail validation are left out (the API server
* would refuse them) and reported; everything else is kept. With a `cache`, documents whose text
* did not change since the last call are not parsed again.
*/
function loadManifests(sources, options = {}, cache = createManifestCache()) {
	const decodeOptions = { applyCrdDefaults: options.applyCrdDefaults ?? true };
	const out = {
		runtimes: [],
		models: [],
		inferenceServices: [],
		diagnostics: []
	};
	const previous = cache.current;
	const next = /* @__PURE__ */ new Map();
	let loaded = 0;
	const keyPrefix = decodeOptions.applyCrdDefaults ? "d" : "n";
	for (const source of sources) {
		let documentBase = 0;
		const chunks = splitDocuments(source.text);
		const keys = chunks.map((chunk) => `${keyPrefix}${chunk.text}`);
		const decoded = keys.map((key) => next.get(key) ?? previous.get(key));
		if (decoded.filter((d) => d === void 0).length >= WHOLE_PARSE_MIN_CHUNKS) decodeFromWholeSource(source.text, chunks, decoded, decodeOptions);
		chunks.forEach((chunk, i) => {
			const done = decoded[i] ?? decodeChunk(chunk.text, decodeOptions);
			next.set(keys[i], done);
			const local = done.collected;
			const place = (items, into) => {
				for (const item of items) {
					into.push(relocateObject(item, {
						source: source.name,
						documentBase,
						loaded
					}, chunk));
					loaded++;
				}
			};
			place(local.runtimes, out.runtimes);
			place(local.models, out.models);
			place(local.inferenceServices, out.inferenceServices);
			for (const d of local.diagnostics) out.diagnostics.push(relocateDiagnostic(d, source.name, documentBase, chunk));
			documentBase += done.documents;
		});
	}
	cache.current = next;
	const diagnostics = out.diagnostics;
	const runtimes = reportDuplicates(out.runtimes, (o) => `${o.kind}/${o.namespace ?? ""}/${o.name}`, "runtime", diagnostics).sort((a, b) => byScopeThenName(a.object, b.object));
	const models = reportDuplicates(out.models, (o) => `${o.kind}/${o.namespace ?? ""}/${o.name}`, "model", diagnostics);
	const inferenceServices = reportDuplicates(out.inferenceServices, (o) => `${o.namespace}/${o.name}`, "InferenceService", diagnostics);
	const namespaces = /* @__PURE__ */ new Set();
	for (const { object } of [
		...runtimes,
		...models,
		...inferenceServices
	]) if (object.namespace) namespaces.add(object.namespace);
	return {
		runtimes,
		models,
		inferenceServices,
		diagnostics,
		namespaces: [...namespaces].sort()
	};
}
// src/engine/checks.ts
/** Q1: disabled iff `spec.disabled === true`; false and unset both mean enabled. */
var isDisabled = (runtime) => runtime.disabled === true;
/**
* §3.1: the accelerator classes an InferenceService requires. A key that is present counts even
* with the value "" (the annotation, the selector and both overrides).
*/
function requiredAcceleratorClasses(isvc) {
	const required = [];
	for (const value of [
		isvc.acceleratorClassAnnotation,
		isvc.acceleratorSelectorClass,
		isvc.engineAcceleratorClass,
		isvc.decoderAcceleratorClass
	]) if (value !== null && !required.includes(value)) required.push(value);
	return required;
}
/**
* Q2 (§3.1): every required class must be in the runtime's own `acceleratorClasses` (exact match).
* Passes without an InferenceService or when nothing is required; a runtime without classes fails
* any requirement.
*/
function acceleratorClassFailure(runtime, isvc) {
	if (isvc === null) return null;
	const required = requiredAcceleratorClasses(isvc);
	if (required.length === 0) return null;
	const supported = runtime.acceleratorClasses ?? [];
	if (supported.length > 0 && required.every((r) => supported.includes(r))) return null;
	return {
		check: "accelerator-class",
		required,
		supported
	};
}
/** The deployment modes v1.3 recognises (case-sensitive); anything else counts as no mode. */
var DEPLOYMENT_MODES = [
	"RawDeployment",
	"OMENative",
	"MultiNode",
	"VirtualDeployment"
];
/** The only values the typed `spec.deploymentMode` may take. */
var TYPED_DEPLOYMENT_MODES = ["OMENative", "RawDeployment"];
var validMode = (value) => value !== null && DEPLOYMENT_MODES.includes(value) ? value : null;
/** §3.2: the mode an InferenceService requests for a component (annotation, then typed field). */
function requestedDeploymentMode(isvc, component) {
	const present = component === "engine" ? isvc.hasEngine : isvc.hasDecoder;
	const annotated = component === "engine" ? isvc.engineDeploymentMode : isvc.decoderDeploymentMode;
	const fromAnnotation = present ? validMode(annotated) : null;
	if (fromAnnotation !== null) return fromAnnotation;
	const typed = isvc.deploymentMode;
	return typed !== null && TYPED_DEPLOYMENT_MODES.includes(typed) ? typed : null;
}
/**
* Q3 (§3.2, v1.3 only): for the engine, and for the decoder when the InferenceService has one,
* fail iff both sides name a valid mode and they differ. The engine is checked first.
*/
function deploymentModeFailure(runtime, isvc) {
	if (isvc === null) return null;
	const components = isvc.hasDecoder ? ["engine", "decoder"] : ["engine"];
	for (const component of components) {
		const runtimeMode = validMode(component === "engine" ? runtime.engineDeploymentMode : runtime.decoderDeploymentMode);
		const requestedMode = requestedDeploymentMode(isvc, component);
		if (runtimeMode !== null && requestedMode !== null && runtimeMode !== requestedMode) return {
			check: "deployment-mode",
			component,
			runtimeMode,
			requestedMode
		};
	}
	return null;
}
// src/engine/version.ts
var MAX_UINT64 = (1n << 64n) - 1n;
/** §5.1 step 4: ASCII digits only, non-empty, no leading zero, fits in a uint64. */
function parseNumeric(text) {
	if (text.length === 0 || !/^[0-9]+$/.test(text)) return null;
	if (text.length > 1 && text.startsWith("0")) return null;
	const value = BigInt(text);
	return value > MAX_UINT64 ? null : value;
}
/** Splits like Go's `strings.SplitN(s, ".", 3)`: the third part keeps any further dots. */
function splitAtMostThree(text) {
	const first = text.indexOf(".");
	if (first < 0) return [text];
	const second = text.indexOf(".", first + 1);
	if (second < 0) return [text.slice(0, first), text.slice(first + 1)];
	return [
		text.slice(0, first),
		text.slice(first + 1, second),
		text.slice(second + 1)
	];
}
/** Cuts `field` at the first `separator`; returns the head and the dot-split tail (null if absent). */
function cutSuffix(field, separator) {
	const at = field.indexOf(separator);
	if (at < 0) return [field, null];
	return [field.slice(0, at), field.slice(at + 1).split(".")];
}
var hasEmptyElement = (parts) => parts !== null && parts.some((p) => p.length === 0);
/**
* Parses a version as `modelver.Parse` does (§5.1); returns null where Go returns an error.
* Edge cases: `""`, `V1`, `01`, `1.2-beta` (suffix before the third number) and empty suffix
* elements (`1.0.0-`) are all errors.
*/
function parseVersion(text) {
	if (text.length === 0) return null;
	const parts = splitAtMostThree(text);
	let majorText = parts[0] ?? "";
	let prefix = "";
	if (majorText.startsWith("v")) {
		majorText = majorText.slice(1);
		prefix = "v";
	}
	const major = parseNumeric(majorText);
	const minor = parseNumeric(parts[1] ?? "0");
	if (major === null || minor === null) return null;
	const [afterBuild, build] = cutSuffix(parts[2] ?? "0", "+");
	const [afterPre, pre] = cutSuffix(afterBuild, "-");
	const [patchText, dev] = cutSuffix(afterPre, ".");
	const patch = parseNumeric(patchText);
	if (patch === null || hasEmptyElement(build) || hasEmptyElement(pre) || hasEmptyElement(dev)) return null;
	return {
		major,
		minor,
		patch,
		pre: pre ?? [],
		build: build ?? [],
		dev: dev ?? [],
		prefix,
		precision: parts.length
	};
}
var sign = (a, b) => a < b ? -1 : a > b ? 1 : 0;
/** Go's `strings.Compare`: byte-wise on UTF-8, which equals UTF-16 order for these ASCII-safe uses. */
function compareStrings(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
/** Element-wise compare; when all shared elements are equal, the shorter list is smaller (§5.2). */
function compareLists(a, b) {
	const shared = Math.min(a.length, b.length);
	for (let i = 0; i < shared; i++) {
		const c = compareStrings(a[i], b[i]);
		if (c !== 0) return c;
	}
	return sign(BigInt(a.length), BigInt(b.length));
}
/** `CompareVersion` (§5.2): numbers, then pre, build, dev. Prefix and precision are not compared. */
function compareVersions(a, b) {
	return sign(a.major, b.major) || sign(a.minor, b.minor) || sign(a.patch, b.patch) || compareLists(a.pre, b.pre) || compareLists(a.build, b.build) || compareLists(a.dev, b.dev);
}
var hasSuffix = (v) => v.pre.length > 0 || v.build.length > 0 || v.dev.length > 0;
var parseCache = /* @__PURE__ */ new Map();
/** Memoised parse: the same few version strings recur across thousands of runtimes. */
function parseVersionCached(text) {
	let parsed = parseCache.get(text);
	if (parsed === void 0) {
		parsed = parseVersion(text);
		if (parseCache.size > 5e4) parseCache.clear();
		parseCache.set(text, parsed);
	}
	return parsed;
}
/**
* Does an entry's version (with its operator) accept the model's version? (§5.3)
*
* The entry's version is on the LEFT: `GreaterThan` means entry > model, so it caps the model
* version. A suffix on either side, or `Equal`, forces equality; otherwise precision and prefix must
* agree. `operator` null means absent, which the CRD (and the code) read as `Equal`; an explicit ""
* or any unknown string is equality plus the precision/prefix rule.
*/
function versionAccepts(entryVersion, operator, modelVersion) {
	const base = parseVersionCached(modelVersion);
	const supported = parseVersionCached(entryVersion);
	if (base === null || supported === null) return false;
	const op = operator ?? "Equal";
	const order = compareVersions(supported, base);
	if (op === "Equal" || hasSuffix(base) || hasSuffix(supported)) return order === 0;
	if (base.precision !== supported.precision || base.prefix !== supported.prefix) return false;
	if (op === "GreaterThan") return order === 1;
	if (op === "GreaterThanOrEqual") return order >= 0;
	return order === 0;
}
// src/engine/match.ts
/** Both unset, or both set and equal (architecture, quantization: exact, presence must agree). */
var optionalEqual = (a, b) => a === b;
/** §4.1 step 4/5 versions: both set → operator rule; both unset → ok; one set → no match. */
function versionsMatch(entry, model) {
	if (entry.version !== null && model.version !== null) return versionAccepts(entry.version, entry.operator, model.version);
	return entry.version === null && model.version === null;
}
/** §4.1 step 5: framework present on both sides and matching, or absent on both. */
function frameworkMatches(entry, model) {
	if (entry !== null && model !== null) return entry.name === model.name && versionsMatch(entry, model);
	return entry === null && model === null;
}
/** A Sharded model needs a model-cache provider, and v1.3 can't configure one (§4.0). */
var needsCacheProvider = (model, version) => version === "1.3" && model.distribution === "Sharded";
/** §4.1: the entry matches the model on pipeline, architecture, quantization, format, framework. */
function entryMatches(model, entry, version) {
	if (needsCacheProvider(model, version)) return false;
	if (entry.diffusionPipeline !== null && pipelineMismatch(model.diffusionPipeline, entry.diffusionPipeline) !== null) return false;
	if (!optionalEqual(model.modelArchitecture, entry.modelArchitecture)) return false;
	if (!optionalEqual(model.quantization, entry.quantization)) return false;
	const format = entry.modelFormat;
	if (format === null || format.name !== model.modelFormat.name) return false;
	if (!versionsMatch(format, model.modelFormat)) return false;
	return frameworkMatches(entry.modelFramework, model.modelFramework);
}
/** The index of the first fully matching entry (the matching entry M of §3 Q4), or -1. */
function firstMatchingEntry(model, entries, version) {
	for (let i = 0; i < entries.length; i++) if (entryMatches(model, entries[i], version)) return i;
	return -1;
}
function componentMismatch(name, wanted, have) {
	if (have === void 0) return {
		code: "pipeline-component-missing",
		component: name
	};
	if (wanted.library !== "" && wanted.library !== have.library) return {
		code: "pipeline-component-field",
		component: name,
		field: "library",
		model: have.library,
		runtime: wanted.library
	};
	if (wanted.type !== "" && wanted.type !== have.type) return {
		code: "pipeline-component-field",
		component: name,
		field: "type",
		model: have.type,
		runtime: wanted.type
	};
	return null;
}
/**
* §4.3 `comparePipeline`: the first way the model's pipeline fails the entry's, or null.
* An entry pipeline `{}` still requires the model to have one. Additional component keys are
* checked in sorted order (Go's map order is random; sorting makes the report deterministic).
*/
function pipelineMismatch(model, wanted) {
	if (model === null) return { code: "pipeline-required" };
	if (wanted.className !== null && model.className !== wanted.className) return {
		code: "pipeline-class",
		model: model.className,
		runtime: wanted.className
	};
	for (const name of DIFFUSION_COMPONENTS) {
		const component = wanted.components[name];
		if (component === void 0) continue;
		const failure = componentMismatch(name, component, model.components[name]);
		if (failure !== null) return failure;
	}
	const keys = Object.keys(wanted.additionalComponents).sort();
	if (keys.length === 0) return null;
	if (Object.keys(model.additionalComponents).length === 0) return { code: "pipeline-additional-missing" };
	for (const key of keys) {
		const have = model.additionalComponents[key];
		if (have === void 0) return {
			code: "pipeline-additional-key-missing",
			key
		};
		const failure = componentMismatch(key, wanted.additionalComponents[key], have);
		if (failure !== null) return failure;
	}
	return null;
}
function optionalFieldParts(model, entry, codes) {
	if (model === entry) return null;
	if (model !== null && entry !== null) return {
		code: codes.mismatch,
		model,
		runtime: entry
	};
	if (codes.mismatch === "architecture-mismatch") return model === null ? {
		code: "architecture-model-unset",
		runtime: entry
	} : {
		code: "architecture-entry-unset",
		model
	};
	return model === null ? {
		code: "quantization-model-unset",
		runtime: entry
	} : {
		code: "quantization-entry-unset",
		model
	};
}
function formatParts(model, entry) {
	if (entry === null) return null;
	if (entry.name !== model.name) return {
		code: "format-name",
		model: model.name,
		runtime: entry.name
	};
	if (entry.version !== null && model.version !== null) return versionAccepts(entry.version, entry.operator, model.version) ? null : {
		code: "format-version",
		model: model.version,
		runtime: entry.version
	};
	if (entry.version !== null) return {
		code: "format-version-model-unset",
		runtime: entry.version
	};
	if (model.version !== null) return { code: "format-version-entry-unset" };
	return null;
}
function frameworkParts(model, entry) {
	if (model === null && entry === null) return null;
	if (model === null) return {
		code: "framework-model-unset",
		runtime: entry.name
	};
	if (entry === null) return {
		code: "framework-entry-unset",
		model: model.name
	};
	if (entry.name !== model.name) return {
		code: "framework-name",
		model: model.name,
		runtime: entry.name
	};
	if (entry.version !== null && model.version !== null) return versionAccepts(entry.version, entry.operator, model.version) ? null : {
		code: "framework-version",
		model: model.version,
		runtime: entry.version
	};
	if (entry.version !== null) return {
		code: "framework-version-model-unset",
		runtime: entry.version
	};
	if (model.version !== null) return { code: "framework-version-entry-unset" };
	return null;
}
/** §4.2: every difference between the model and one entry, in OME's order. */
function entryMismatchParts(model, entry, version) {
	return [
		needsCacheProvider(model, version) ? { code: "sharded-no-cache-provider" } : null,
		entry.diffusionPipeline === null ? null : pipelineMismatch(model.diffusionPipeline, entry.diffusionPipeline),
		optionalFieldParts(model.modelArchitecture, entry.modelArchitecture, { mismatch: "architecture-mismatch" }),
		optionalFieldParts(model.quantization, entry.quantization, { mismatch: "quantization-mismatch" }),
		formatParts(model.modelFormat, entry.modelFormat),
		frameworkParts(model.modelFramework, entry.modelFramework)
	].filter((p) => p !== null);
}
/** `getModelFormatLabel` (§4.2): `mt:<format>[:<version>][:<arch>][:<quant>][:<fw>[:<fwVersion>]]`. */
function modelFormatLabel(model) {
	let label = `mt:${model.modelFormat.name}`;
	if (model.modelFormat.version !== null) label += `:${model.modelFormat.version}`;
	if (model.modelArchitecture !== null) label += `:${model.modelArchitecture}`;
	if (model.quantization !== null) label += `:${model.quantization}`;
	if (model.modelFramework !== null) {
		label += `:${model.modelFramework.name}`;
		if (model.modelFramework.version !== null) label += `:${model.modelFramework.version}`;
	}
	return label;
}
var effectivePriority = (entry) => entry.priority ?? 1;
/** `weight: 0` counts as 10 (format) or 5 (framework); every other weight, negative too, as is. */
var effectiveFormatWeight = (weight) => weight === 0 ? 10 : weight;
var effectiveFrameworkWeight = (weight) => weight === 0 ? 5 : weight;
/** Version agreement for the score: one-sided versions count as matching here, unlike §4 (§7.3 c). */
function scoreVersionsAgree(entry, modelVersion) {
	if (entry.version === null || modelVersion === null) return true;
	return versionAccepts(entry.version, entry.operator, modelVersion);
}
/** Why `CalculateFormatScore` returns 0 for this entry (ignoring weights), or null if it scores. */
function scoreBlock(model, entry) {
	const format = entry.modelFormat;
	if (format !== null) {
		if (format.name !== model.modelFormat.name) return "format-name";
		if (!scoreVersionsAgree(format, model.modelFormat.version)) return "format-version";
	}
	const framework = entry.modelFramework;
	const modelFramework = model.modelFramework;
	if (framework !== null && modelFramework !== null) {
		if (framework.name !== modelFramework.name) return "framework-name";
		if (!scoreVersionsAgree(framework, modelFramework.version)) return "framework-version";
		return null;
	}
	return framework === null && modelFramework === null ? null : "framework-presence";
}
/** The score alone, without building terms: the ranking hot path. Same rules as `entryScore`. */
function entryScoreValue(model, entry) {
	if (entry.autoSelect === false || scoreBlock(model, entry) !== null) return 0;
	const priority = effectivePriority(entry);
	const format = entry.modelFormat;
	const framework = entry.modelFramework;
	return ((format === null ? 0 : effectiveFormatWeight(format.weight)) + (framework === null ? 0 : effectiveFrameworkWeight(framework.weight))) * priority;
}
/**
* `CalculateScore` (§7.2): the best entry score, starting from 0, over entries whose autoSelect is
* not false (unset counts). Returns the score and the first entry that reached it (-1 if none > 0).
*/
function runtimeScore(model, entries) {
	let score = 0;
	let entryIndex = -1;
	for (let i = 0; i < entries.length; i++) {
		const value = entryScoreValue(model, entries[i]);
		if (value > score) {
			score = value;
			entryIndex = i;
		}
	}
	return {
		score,
		entryIndex
	};
}
/**
* `evaluateFormatMatch` (§7.4) on the first matching entry M: PRIORITY is M's priority (or 1);
* WEIGHT adds each positive weight × priority, with no 0 → 10/5 substitution. The framework term
* needs a framework on both sides (M fully matched, so they agree).
*/
function matchDetails(model, entry) {
	const priority = effectivePriority(entry);
	const format = entry.modelFormat;
	const framework = entry.modelFramework;
	let weight = format !== null && format.weight > 0 ? format.weight * priority : 0;
	if (framework !== null && model.modelFramework !== null && framework.weight > 0) weight += framework.weight * priority;
	return {
		priority,
		weight
	};
}
// src/engine/size.ts
/**
* Model sizes and size ranges (runtime-selection.md §6).
*
* Sizes are parameter counts written as a Go float with an optional single uppercase suffix
* (T, B, M). Anything Go's `strconv.ParseFloat` rejects reads as 0, not as an error: "7b" is 0,
* which is why a lowercase suffix silently disables a bound.
*/
var SUFFIX_MULTIPLIERS = [
	["T", 1e12],
	["B", 1e9],
	["M", 1e6]
];
var DIGITS = String.raw`\d(?:_?\d)*`;
var DECIMAL_FLOAT = new RegExp(String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);
var HEX_DIGITS = String.raw`[0-9a-fA-F](?:_?[0-9a-fA-F])*`;
var HEX_FLOAT = new RegExp(String.raw`^([+-]?)0[xX](?:_?(${HEX_DIGITS}))?(?:\.(${HEX_DIGITS})?)?[pP]([+-]?${DIGITS})$`);
var SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;
/** A double keeps 53 significant bits; its smallest subnormal is 2^-1074, its largest finite < 2^1024. */
var DOUBLE_PRECISION = 53;
var MIN_SUBNORMAL_EXPONENT = -1074;
var MAX_EXPONENT = 1023;
/**
* mantissa × 2^exponent rounded once to the nearest double, ties to even, as Go's `atofHex` does;
* null on overflow (Go's ErrRange). Rounding the mantissa first and scaling after would round twice
* for a subnormal result, and `2 ** exponent` on its own underflows before the mantissa is applied.
*/
function roundToDouble(mantissa, exponent) {
	if (mantissa === 0n) return 0;
	const bits = mantissa.toString(2).length;
	const top = bits - 1 + exponent;
	if (top > MAX_EXPONENT) return null;
	const keep = Math.min(DOUBLE_PRECISION, top - MIN_SUBNORMAL_EXPONENT + 1);
	if (keep < 0) return 0;
	const drop = Math.max(0, bits - keep);
	let kept = mantissa >> BigInt(drop);
	if (drop > 0) {
		const rest = mantissa - (kept << BigInt(drop));
		const half = 1n << BigInt(drop - 1);
		if (rest > half || rest === half && (kept & 1n) === 1n) kept += 1n;
	}
	const value = Number(kept) * 2 ** (exponent + drop);
	return Number.isFinite(value) ? value : null;
}
/** Go hex float (`0x1.8p3`): mantissa digits in base 16, binary exponent required. */
function parseHexFloat(text) {
	const m = HEX_FLOAT.exec(text);
	if (m === null) return null;
	const [, signText, intPart = "", fracPart = "", expText = "0"] = m;
	if (intPart === "" && fracPart === "") return null;
	const fraction = fracPart.replaceAll("_", "");
	const value = roundToDouble(BigInt(`0x${intPart.replaceAll("_", "")}${fraction}`), Number(expText.replaceAll("_", "")) - 4 * fraction.length);
	return value !== null && signText === "-" ? -value : value;
}
/**
* Go's `strconv.ParseFloat(s, 64)`; null where Go returns an error (syntax or out of range).
* Edge cases: `_` only between digits, `Inf`/`NaN` case-insensitive, overflow (1e400) is an error.
*/
function parseGoFloat(text) {
	const special = SPECIAL.exec(text);
	if (special !== null) {
		if ((special[2] ?? "").toLowerCase() === "nan") return special[1] === "" ? NaN : null;
		return special[1] === "-" ? -1e400 : 1e400;
	}
	let value;
	if (DECIMAL_FLOAT.test(text)) value = Number(text.replaceAll("_", ""));
	else value = parseHexFloat(text);
	if (value === null || !Number.isFinite(value)) return null;
	return value;
}
/**
* `parseModelSize` (§6.1): strip one uppercase T/B/M suffix (checked in that order), parse the rest
* as a Go float, multiply. Any parse error gives 0. `""` is 0 too.
*/
function parseModelSize(text) {
	let multiplier = 1;
	let rest = text;
	for (const [suffix, factor] of SUFFIX_MULTIPLIERS) if (rest.endsWith(suffix)) {
		multiplier = factor;
		rest = rest.slice(0, -1);
		break;
	}
	const value = parseGoFloat(rest);
	return value === null ? 0 : value * multiplier;
}
/** v1.3 range check (§6.2): inclusive bounds, an unset bound is open, `{}` never fails. */
function fitsSizeRange(size, range) {
	if (range.min !== null && size < parseModelSize(range.min)) return false;
	if (range.max !== null && size > parseModelSize(range.max)) return false;
	return true;
}
/** The range as OME prints it in a reason: `[1B, 13B]`, `[70B, inf)`, `(-inf, 13B]` (§6.2). */
function sizeRangeLabel(range) {
	return `${range.min === null ? "(-inf" : `[${range.min}`}, ${range.max === null ? "inf)" : `${range.max}]`}`;
}
/** A one-bound (or empty) range: v1.2.2 dereferences both bounds and panics on it (§13 #2). */
var hasMissingBound = (range) => range.min === null || range.max === null;
/**
* Size distance for the tie-break (§6.3, v1.3): the sum over set bounds of |bound − size|.
* No range, or `{}`, is 0: the smallest possible, so a runtime without a range wins a tie.
*/
function sizeDistance(size, range) {
	if (range === null) return 0;
	let distance = 0;
	if (range.min !== null) distance += Math.abs(parseModelSize(range.min) - size);
	if (range.max !== null) distance += Math.abs(parseModelSize(range.max) - size);
	return distance;
}
// src/engine/evaluate.ts
/**
* One runtime against one model: the checks Q1–Q7 in OME's order (runtime-selection.md §3), the
* score (§7.2), the match details (§7.4) and the size distance (§6.3).
*/
function evaluationContext(model, isvc, version) {
	return {
		model,
		isvc,
		version,
		size: model.modelParameterSize === null ? null : parseModelSize(model.modelParameterSize),
		label: modelFormatLabel(model)
	};
}
function rejected(runtime, failure, partial = {}) {
	return {
		runtime,
		scope: scopeOf(runtime.kind),
		failure,
		matchingEntry: partial.matchingEntry ?? -1,
		score: partial.score ?? 0,
		scoringEntry: partial.scoringEntry ?? -1,
		priority: partial.priority ?? null,
		weight: partial.weight ?? null,
		distance: null,
		panics: false
	};
}
/**
* Q4 failure: one mismatch list per entry, in entry order (§4.2). Most runtimes in a cluster fail
* here, so the per-entry differences are worked out only when first read. The class keeps
* construction cheap (an accessor on an object literal is not); on first read `entries` becomes
* an ordinary own property, so JSON and structured clone see a plain reason.
*/
var FormatMismatch = class {
	check = "format-mismatch";
	label;
	#ctx;
	#runtime;
	constructor(ctx, runtime) {
		this.label = ctx.label;
		this.#ctx = ctx;
		this.#runtime = runtime;
	}
	get entries() {
		const ctx = this.#ctx;
		const value = this.#runtime.supportedModelFormats.map((e) => entryMismatchParts(ctx.model, e, ctx.version));
		Object.defineProperty(this, "entries", {
			value,
			enumerable: true
		});
		return value;
	}
};
var formatMismatch = (ctx, runtime) => new FormatMismatch(ctx, runtime);
/** Q5 label: v1.3 prints open bounds as `(-inf` / `inf)`; v1.2.2 always prints `[min, max]`. */
function rangeLabel(ctx, runtime) {
	const range = runtime.modelSizeRange;
	if (range === null) return "";
	return ctx.version === "1.3" ? sizeRangeLabel(range) : `[${range.min ?? ""}, ${range.max ?? ""}]`;
}
/** Evaluates one candidate runtime through Q1–Q7; the first failing check is its reason. */
function evaluateRuntime(ctx, runtime) {
	if (isDisabled(runtime)) return rejected(runtime, { check: "disabled" });
	const acceleratorFailure = acceleratorClassFailure(runtime, ctx.isvc);
	if (acceleratorFailure !== null) return rejected(runtime, acceleratorFailure);
	if (ctx.version === "1.3") {
		const modeFailure = deploymentModeFailure(runtime, ctx.isvc);
		if (modeFailure !== null) return rejected(runtime, modeFailure);
	}
	const entries = runtime.supportedModelFormats;
	const matchingEntry = firstMatchingEntry(ctx.model, entries, ctx.version);
	if (matchingEntry < 0) return rejected(runtime, formatMismatch(ctx, runtime));
	const matching = entries[matchingEntry];
	const details = matchDetails(ctx.model, matching);
	const known = {
		matchingEntry,
		priority: details.priority,
		weight: details.weight
	};
	const range = runtime.modelSizeRange;
	if (ctx.size !== null && range !== null) {
		if (ctx.version === "1.2.2" && hasMissingBound(range)) return {
			...rejected(runtime, sizeFailure(ctx, runtime), known),
			panics: true
		};
		if (!fitsSizeRange(ctx.size, range)) return rejected(runtime, sizeFailure(ctx, runtime), known);
	}
	if (!entries.some((e) => e.autoSelect === true)) return rejected(runtime, { check: "no-autoselect-entry" }, known);
	const { score, entryIndex } = runtimeScore(ctx.model, entries);
	if (score <= 0) return rejected(runtime, matching.autoSelect === true ? {
		check: "score-not-positive",
		priorityIsZero: matching.priority === 0
	} : {
		check: "matching-entry-not-autoselect",
		formatName: ctx.model.modelFormat.name
	}, {
		...known,
		score,
		scoringEntry: entryIndex
	});
	return {
		runtime,
		scope: scopeOf(runtime.kind),
		failure: null,
		matchingEntry,
		score,
		scoringEntry: entryIndex,
		priority: details.priority,
		weight: details.weight,
		distance: ctx.size === null ? null : sizeDistance(ctx.size, range),
		panics: false
	};
}
function sizeFailure(ctx, runtime) {
	return {
		check: "size-out-of-range",
		size: ctx.model.modelParameterSize ?? "",
		rangeLabel: rangeLabel(ctx, runtime)
	};
}
// src/engine/order.ts
/** Byte-wise string order, as Go's `<` (never `localeCompare`). */
var compareNames = (a, b) => a < b ? -1 : a > b ? 1 : 0;
/**
* Within one scope: higher score first; then, when the model has a size, smaller distance; then
* name ascending. Distances compare exactly (OME's int truncation of sub-parameter differences is
* deliberately not reproduced, §8).
*/
function compareWithinScope(a, b) {
	if (a.score !== b.score) return b.score - a.score;
	if (a.distance !== null && b.distance !== null && a.distance !== b.distance) return a.distance < b.distance ? -1 : 1;
	return compareNames(a.runtime.name, b.runtime.name);
}
/** `GetCompatibleRuntimes`: sort each scope on its own, namespace runtimes first (§8). */
function orderQualifying(qualifying) {
	const namespaced = qualifying.filter((e) => e.scope === "Namespaced").sort(compareWithinScope);
	const cluster = qualifying.filter((e) => e.scope === "Cluster").sort(compareWithinScope);
	return namespaced.concat(cluster);
}
/** The explain table's order for rejected runtimes: namespaced, then cluster, each by name (§9). */
function orderRejected(rejected) {
	return [...rejected].sort((a, b) => (a.scope === b.scope ? 0 : a.scope === "Namespaced" ? -1 : 1) || compareNames(a.runtime.name, b.runtime.name));
}
/** The step that separates `current` from `above` in the ranking (`first` for the winner). */
function placementStep(above, current) {
	if (above === void 0) return "first";
	if (above.scope !== current.scope) return "scope";
	if (above.score !== current.score) return "score";
	if (above.distance !== null && current.distance !== null && above.distance !== current.distance) return "distance";
	return "name";
}
// src/engine/select.ts
/**
* The top-level flow (runtime-selection.md §2): validate the model, gather candidates, evaluate
* each, rank the qualifying ones and pick the first.
*/
function selectionErrorText(error) {
	switch (error.code) {
		case "model-missing": return "invalid model specification: model: model specification is nil";
		case "model-format-missing": return "invalid model specification: modelFormat.name: model format name is required";
		case "nil-pointer-panic": return `runtime error: invalid memory address or nil pointer dereference (OME v1.2.2 reads both bounds of modelSizeRange, and runtime ${error.runtime} sets only one; set both bounds)`;
	}
}
/**
* §2 step 3: ServingRuntimes of the namespace, and every ClusterServingRuntime. A ServingRuntime
* without a namespace is taken to live in the simulated one, as `kubectl apply -n` would place it.
*/
var isCandidate = (runtime, namespace) => runtime.kind === "ClusterServingRuntime" || runtime.namespace === null || runtime.namespace === namespace;
/**
* Ranks the serving runtimes for a model as OME's runtime selector does.
*
* @param input the namespace, the resolved model (BaseModel or ClusterBaseModel), the optional
*   InferenceService whose accelerator class and deployment modes apply, and every runtime known
*   (ServingRuntimes of other namespaces are ignored). `omeVersion` defaults to `1.3`.
* @param cache optional: verdicts kept between calls, so runtimes that did not change (the same
*   objects) are not evaluated again for the same model, InferenceService and version.
* @returns every candidate's verdict: the qualifying runtimes in order with the step that placed
*   each, the rejected ones with their first failing check, and the selection (or why it failed).
*/
function rankRuntimes(input, cache) {
	const omeVersion = input.omeVersion ?? "1.3";
	const candidates = input.runtimes.filter((r) => isCandidate(r, input.namespace));
	const base = {
		namespace: input.namespace,
		omeVersion,
		inferenceService: input.inferenceService,
		candidates
	};
	const failed = (error) => ({
		...base,
		error,
		ranked: [],
		rejected: [],
		selected: null
	});
	const model = input.model;
	if (model === null) return failed({ code: "model-missing" });
	if (model.modelFormat.name === "") return failed({ code: "model-format-missing" });
	const ctx = evaluationContext(model, input.inferenceService, omeVersion);
	const verdicts = cache?.verdictsFor(ctx);
	const qualifying = [];
	const rejected = [];
	for (const runtime of candidates) {
		let evaluation = verdicts?.get(runtime);
		if (evaluation === void 0) {
			evaluation = evaluateRuntime(ctx, runtime);
			verdicts?.set(runtime, evaluation);
		}
		if (evaluation.panics) return failed({
			code: "nil-pointer-panic",
			runtime: runtime.name
		});
		(evaluation.failure === null ? qualifying : rejected).push(evaluation);
	}
	const ordered = orderQualifying(qualifying);
	const ranked = ordered.map((evaluation, i) => ({
		...evaluation,
		rank: i + 1,
		placement: placementStep(ordered[i - 1], evaluation)
	}));
	return {
		...base,
		error: null,
		ranked,
		rejected: orderRejected(rejected),
		selected: ranked[0] ?? null
	};
}
// src/manifests/resolve.ts
/** BaseModel `name` in `namespace` first, then ClusterBaseModel `name`. A BaseModel without a namespace is taken to be in any. */
function resolveModel(set, namespace, name) {
	return set.models.find((m) => m.object.kind === "BaseModel" && m.object.name === name && (m.object.namespace ?? namespace) === namespace) ?? set.models.find((m) => m.object.kind === "ClusterBaseModel" && m.object.name === name) ?? null;
}
function findInferenceService(set, namespace, name) {
	const found = set.inferenceServices.find((i) => i.object.name === name && (i.object.namespace || namespace) === namespace);
	if (found === void 0) return null;
	return found.object.namespace === "" ? {
		...found,
		object: {
			...found.object,
			namespace
		}
	} : found;
}
/**
* The runtimes as they would stand in `namespace`. A ServingRuntime without a namespace is
* applied into it (`kubectl apply -n`), so it is the same object as a ServingRuntime of that
* name written for the namespace: the later definition replaces the earlier one.
*/
function runtimesIn(set, namespace) {
	const inNamespace = ({ object }) => object.kind === "ServingRuntime" && isCandidate(object, namespace);
	const latest = /* @__PURE__ */ new Map();
	for (const located of set.runtimes) {
		if (!inNamespace(located)) continue;
		const earlier = latest.get(located.object.name);
		if (earlier === void 0 || earlier.origin.loaded < located.origin.loaded) latest.set(located.object.name, located);
	}
	const replaced = [];
	return {
		runtimes: set.runtimes.filter((located) => {
			const by = inNamespace(located) ? latest.get(located.object.name) : located;
			if (by !== located) replaced.push({
				replaced: located,
				by
			});
			return by === located;
		}),
		replaced
	};
}
/** Builds the engine input for `--model NAME` or `--isvc NAME` in `namespace`. */
function resolveQuery(set, namespace, query, omeVersion = "1.3") {
	let isvc = null;
	let modelName;
	if ("isvc" in query) {
		isvc = findInferenceService(set, namespace, query.isvc);
		if (isvc === null) return {
			code: "isvc-not-found",
			name: query.isvc
		};
		if (isvc.object.modelName === null) return {
			code: "isvc-without-model",
			name: query.isvc
		};
		modelName = isvc.object.modelName;
	} else modelName = query.model;
	const model = resolveModel(set, namespace, modelName);
	if (model === null) return {
		code: "model-not-found",
		name: modelName
	};
	const { runtimes, replaced } = runtimesIn(set, namespace);
	return {
		model,
		inferenceService: isvc,
		runtimes,
		replaced,
		input: {
			namespace,
			model: model.object,
			inferenceService: isvc?.object ?? null,
			runtimes: runtimes.map((r) => r.object),
			omeVersion
		}
	};
}
var isResolveError = (value) => "code" in value;
// src/engine/reasons.ts
/** The checks in the order OME applies them (§3 Q1–Q7). */
var CHECK_ORDER = [
	"disabled",
	"accelerator-class",
	"deployment-mode",
	"format-mismatch",
	"size-out-of-range",
	"no-autoselect-entry",
	"matching-entry-not-autoselect",
	"score-not-positive"
];
/** OME's text for one entry difference (`getFormatMismatchReason`). */
function mismatchPartText(part) {
	switch (part.code) {
		case "sharded-no-cache-provider": return "no model cache provider is configured for sharded model loading";
		case "pipeline-required": return "diffusion pipeline required by runtime but not specified in model";
		case "pipeline-class": return `pipeline class mismatch (model=${part.model ?? "<nil>"}, runtime=${part.runtime})`;
		case "pipeline-component-missing": return `component ${part.component} required by runtime but not specified in model`;
		case "pipeline-component-field": return `${part.component} ${part.field} mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "pipeline-additional-missing": return "diffusion pipeline missing required additional components";
		case "pipeline-additional-key-missing": return `diffusion component ${part.key} missing in model`;
		case "architecture-mismatch": return `architecture mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "architecture-model-unset": return `model has no architecture but runtime requires ${part.runtime}`;
		case "architecture-entry-unset": return `model has architecture ${part.model} but runtime has no architecture requirement`;
		case "quantization-mismatch": return `quantization mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "quantization-model-unset": return `model has no quantization but runtime requires ${part.runtime}`;
		case "quantization-entry-unset": return `model has quantization ${part.model} but runtime has no quantization requirement`;
		case "format-name": return `format name mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "format-version": return `format version mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "format-version-model-unset": return `model has no format version but runtime requires ${part.runtime}`;
		case "format-version-entry-unset": return "model has format version but runtime has no version requirement";
		case "framework-name": return `framework name mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "framework-version": return `framework version mismatch (model=${part.model}, runtime=${part.runtime})`;
		case "framework-version-model-unset": return `model has no framework version but runtime requires ${part.runtime}`;
		case "framework-version-entry-unset": return "model has framework version but runtime has no version requirement";
		case "framework-model-unset": return `model has no framework but runtime requires ${part.runtime}`;
		case "framework-entry-unset": return `model has framework ${part.model} but runtime has no framework requirement`;
	}
}
/** One entry's reason: its parts joined by ", ", or `unknown mismatch` when none applies. */
var entryMismatchText = (parts) => parts.length === 0 ? "unknown mismatch" : parts.map(mismatchPartText).join(", ");
/** The REASON column's text for a rejected runtime, exactly as OME prints it. */
function reasonText(reason) {
	switch (reason.check) {
		case "disabled": return "runtime is disabled";
		case "accelerator-class": return "runtime does not support the required accelerator class";
		case "deployment-mode": return `runtime ${reason.component} deployment mode ${reason.runtimeMode} does not match requested ${reason.component} deployment mode ${reason.requestedMode}`;
		case "format-mismatch": {
			const list = reason.entries.length === 0 ? "no supported formats defined" : reason.entries.map(entryMismatchText).join("; ");
			return `model format '${reason.label}' not in supported formats: ${list}`;
		}
		case "size-out-of-range": return `model size ${reason.size} is outside supported range ${reason.rangeLabel}`;
		case "no-autoselect-entry": return "supports the model but has no supportedModelFormats[].autoSelect=true entry, so automatic selection skips it (pin it explicitly via spec.runtime.name instead)";
		case "matching-entry-not-autoselect": return `matching format ${reason.formatName} is not autoSelect-enabled (a different supportedModelFormats entry on this runtime has autoSelect=true, but not the one that matches this model)`;
		case "score-not-positive": return reason.priorityIsZero ? "auto-select score is 0 (format priority 0)" : "auto-select score is 0";
	}
}
/** Q1–Q5 are compatibility failures; only those are listed in OME's "no runtime found" error (§10). */
var isCompatibilityFailure = (check) => CHECK_ORDER.indexOf(check) <= CHECK_ORDER.indexOf("size-out-of-range");
// src/engine/failure.ts
/**
* OME collects the excluded runtimes in a map keyed by name, namespaced ones first: a
* ClusterServingRuntime excluded under the same name as a ServingRuntime replaces its entry.
*/
function byNameAsOmeKeepsThem(listed) {
	const clusterNames = new Set(listed.filter((e) => e.scope === "Cluster").map((e) => e.runtime.name));
	return listed.filter((e) => e.scope === "Cluster" || !clusterNames.has(e.runtime.name));
}
/**
* The message body OME records when nothing qualifies; null when a runtime was selected.
* `<M>` is the model's format name, a placeholder quirk of OME's `getModelName`. Only Q1–Q5
* failures are listed; runtimes skipped by the auto-select gates are counted but not listed.
* OME lists them in Go map order; here namespaced first, then cluster, each by name.
*/
function noRuntimeFoundMessage(ranking, formatName) {
	if (ranking.selected !== null || ranking.error !== null) return null;
	let message = `no runtime found to support model ${formatName} with format ${formatName} in namespace ${ranking.namespace}`;
	const total = ranking.candidates.length;
	if (total > 0) {
		const namespaced = ranking.candidates.filter((r) => r.kind === "ServingRuntime").length;
		message += `. Checked ${total} runtimes (${namespaced} namespace-scoped, ${total - namespaced} cluster-scoped)`;
	}
	const listed = byNameAsOmeKeepsThem(ranking.rejected.filter((e) => e.failure !== null && isCompatibilityFailure(e.failure.check)));
	if (listed.length > 0) {
		const items = listed.map((e) => `${e.runtime.name} (${reasonText(e.failure)})`);
		message += `. Excluded runtimes: ${items.join("; ")}`;
	}
	return message;
}
/** The text of why selection failed: a model/panic error, or the no-runtime message; else null. */
function selectionFailureText(ranking, formatName) {
	if (ranking.error !== null) return selectionErrorText(ranking.error);
	return noRuntimeFoundMessage(ranking, formatName);
}
// src/engine/explanation.ts
/** OME's failure text for a ranking that selected nothing (null when it selected one). */
var rankingError = (ranking, model) => selectionFailureText(ranking, model === null ? "" : model.modelFormat.name);
var verdictRow = (evaluation) => {
	const compatible = evaluation.failure === null;
	return {
		name: evaluation.runtime.name,
		scope: evaluation.scope,
		compatible,
		priority: compatible ? evaluation.priority : null,
		weight: compatible ? evaluation.weight : null,
		reason: compatible ? null : reasonText(evaluation.failure)
	};
};
/**
* Ranks the runtimes and gives only what the explain table prints. The same verdicts as
* `explain`, without the per-entry breakdowns and findings it builds for every row: for the CLI's
* table on a large cluster, where those are most of the work and none of the output.
*/
function explainVerdicts(input) {
	const ranking = rankRuntimes(input);
	return {
		rows: [...ranking.ranked, ...ranking.rejected].map(verdictRow),
		error: rankingError(ranking, input.model),
		ranking
	};
}
// src/explain/width.ts
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/**
* Printable ASCII: one one-cell cluster per character, and the space is its only white space.
* Nearly every cell of a real table is ASCII, so wrapping takes index-based fast paths for it.
*/
var isPrintableAscii = (value) => PRINTABLE_ASCII.test(value);
var graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Grapheme clusters of `value`, each with its display width. */
function displayClusters(value) {
	if (PRINTABLE_ASCII.test(value)) {
		const ascii = new Array(value.length);
		for (let i = 0; i < value.length; i++) ascii[i] = {
			value: value[i],
			width: 1
		};
		return ascii;
	}
	const clusters = [];
	for (const { segment } of graphemes.segment(value)) clusters.push({
		value: segment,
		width: clusterWidth(segment)
	});
	return clusters;
}
/** Terminal cells taken by `value`: 1 per ASCII character, 2 per wide cluster, 0 for marks. */
function displayWidth(value) {
	if (PRINTABLE_ASCII.test(value)) return value.length;
	let width = 0;
	for (const cluster of displayClusters(value)) width += cluster.width;
	return width;
}
/**
* Makes a cell safe to print on one terminal line: tab, newline and carriage return become the
* two-character escapes, and every other control or bidi control becomes `\uXXXX`. Bidi
* controls are escaped because they could visually reorder a runtime name or reason.
*/
function sanitizeCell(value) {
	if (PRINTABLE_ASCII.test(value)) return value;
	let result = "";
	for (const char of value) {
		const code = char.codePointAt(0) ?? 0;
		if (char === "	") result += "\\t";
		else if (char === "\n") result += "\\n";
		else if (char === "\r") result += "\\r";
		else if (isControl(code) || isBidiControl(code)) result += `\\u${hex(code, 4)}`;
		else result += char;
	}
	return result;
}
/** Whether a cluster begins with white space, as Go's `unicode.IsSpace` decides it. */
function isSpaceCluster(cluster) {
	return /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u.test(cluster);
}
/** Lower-case hexadecimal, zero-padded to `digits`. */
function hex(code, digits) {
	return code.toString(16).padStart(digits, "0");
}
/** C0 and C1 controls (Go's `unicode.IsControl`). */
function isControl(code) {
	return code <= 31 || code >= 127 && code <= 159;
}
function isBidiControl(code) {
	return code === 1564 || code >= 8206 && code <= 8207 || code >= 8234 && code <= 8238 || code >= 8294 && code <= 8297;
}
var KEYCAP = 8419;
var TEXT_PRESENTATION = 65038;
var EMOJI_PRESENTATION = 65039;
var ZERO_WIDTH_JOINER = 8205;
var pictographic = /^\p{Extended_Pictographic}$/u;
var emojiByDefault = /^\p{Emoji_Presentation}$/u;
var regionalIndicator = /^\p{Regional_Indicator}$/u;
var emojiModifier = /^\p{Emoji_Modifier}$/u;
var zeroWidth = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
/**
* Width of one grapheme cluster. Emoji sequences (keycaps, flags, ZWJ families, modifier and
* VS16 sequences) are one two-cell glyph; VS15 asks for the one-cell text glyph; anything else
* is the sum of its code points, so a base letter plus combining marks stays 1.
*/
function clusterWidth(cluster) {
	const codes = Array.from(cluster, (char) => char.codePointAt(0) ?? 0);
	const first = cluster.codePointAt(0) ?? 0;
	const firstChar = String.fromCodePoint(first);
	if (codes.includes(KEYCAP) || regionalIndicator.test(firstChar)) return 2;
	if (pictographic.test(firstChar)) return emojiClusterWidth(codes, firstChar);
	let width = 0;
	for (const code of codes) width += codePointWidth(code);
	return width;
}
function emojiClusterWidth(codes, first) {
	const joined = codes.includes(ZERO_WIDTH_JOINER);
	if (codes.includes(TEXT_PRESENTATION) && !joined) return 1;
	const modified = codes.some((code) => emojiModifier.test(String.fromCodePoint(code)));
	if (joined || modified || codes.includes(EMOJI_PRESENTATION) || emojiByDefault.test(first)) return 2;
	return codePointWidth(codes[0] ?? 0);
}
function codePointWidth(code) {
	const char = String.fromCodePoint(code);
	if (zeroWidth.test(char) || isHangulVowelOrFinal(code)) return 0;
	if (isWideCodePoint(code) || emojiByDefault.test(char)) return 2;
	return 1;
}
/** Conjoining Hangul medial vowels and final consonants render inside the initial's two cells. */
function isHangulVowelOrFinal(code) {
	return code >= 4448 && code <= 4607 || code >= 55216 && code <= 55295;
}
/** East Asian Wide (W) and Fullwidth (F) blocks, sorted, inclusive. Emoji are handled above. */
var WIDE_RANGES = [
	[4352, 4447],
	[9001, 9002],
	[11904, 12350],
	[12353, 13311],
	[13312, 19903],
	[19968, 40959],
	[40960, 42191],
	[43360, 43391],
	[44032, 55203],
	[63744, 64255],
	[65040, 65049],
	[65072, 65135],
	[65280, 65376],
	[65504, 65510],
	[94176, 94180],
	[94208, 101631],
	[110576, 111359],
	[127488, 127589],
	[131072, 196605],
	[196608, 262141]
];
function isWideCodePoint(code) {
	let low = 0;
	let high = WIDE_RANGES.length;
	while (low < high) {
		const middle = low + high >> 1;
		const [first, last] = WIDE_RANGES[middle] ?? [0, -1];
		if (code < first) high = middle;
		else if (code > last) low = middle + 1;
		else return true;
	}
	return false;
}
// src/explain/wrap.ts
/**
* Cell wrapping for the adaptive table renderer (explain-contract.md §4.4): words first, then
* identifier delimiters, then grapheme clusters. Widths are display widths (width.ts). Every
* function returns at least one segment, and no segment is wider than the requested width.
*/
var NO_RUN = {
	value: "",
	space: true,
	width: 0
};
var IDENTIFIER_DELIMITERS = /* @__PURE__ */ new Set([
	"-",
	"_",
	"/",
	".",
	":"
]);
var TREE_BRANCHES = ["`--", "|--"];
/**
* Wraps one cell to `width` columns. Leading spaces are kept as an indent on every segment;
* text with spaces wraps at words; a single word wraps at identifier delimiters.
*/
function wrapCell(value, width) {
	if (value === "") return [""];
	const w = Math.max(1, width);
	if (displayWidth(value) <= w) return [value];
	const indent = value.length - value.replace(/^ +/, "").length;
	if (indent > 0 && indent < value.length && indent < w) {
		const prefix = value.slice(0, indent);
		return wrapCell(value.slice(indent), w - indent).map((segment) => prefix + segment);
	}
	if (isPrintableAscii(value) && !TREE_BRANCHES.some((branch) => value.startsWith(branch))) return /[^ ]/.test(value) && value.includes(" ") ? asciiWrapWords(value, w) : wrapIdentifier(value, w);
	const runs = splitWhitespaceRuns(value);
	if (runs.length > 1) return wrapWords(joinTreeBranch(runs), w);
	return wrapIdentifier(value, w);
}
/** Splits `value` into alternating runs of white space and of everything else. */
function splitWhitespaceRuns(value) {
	return isPrintableAscii(value) ? asciiWhitespaceRuns(value) : clusterWhitespaceRuns(value);
}
/** The runs of printable ASCII, where the space is the only white space and width is length. */
function asciiWhitespaceRuns(value) {
	const runs = [];
	let start = 0;
	while (start < value.length) {
		const space = value.charCodeAt(start) === 32;
		let end = start + 1;
		while (end < value.length && value.charCodeAt(end) === 32 === space) end++;
		runs.push({
			value: value.slice(start, end),
			space,
			width: end - start
		});
		start = end;
	}
	return runs;
}
function clusterWhitespaceRuns(value) {
	const runs = [];
	let current;
	for (const cluster of displayClusters(value)) {
		const space = isSpaceCluster(cluster.value);
		if (current === void 0 || current.space !== space) {
			current = {
				value: "",
				space,
				width: 0
			};
			runs.push(current);
		}
		current.value += cluster.value;
		current.width += cluster.width;
	}
	return runs;
}
/** Glues a leading tree branch, its space and the next word into one run. */
function joinTreeBranch(runs) {
	const [branch, gap, word] = runs;
	if (branch === void 0 || gap === void 0 || word === void 0) return runs;
	if (branch.space || !gap.space || word.space || !TREE_BRANCHES.includes(branch.value)) return runs;
	return [{
		value: branch.value + gap.value + word.value,
		space: false,
		width: branch.width + gap.width + word.width
	}, ...runs.slice(3)];
}
/** Finished lines plus the line being filled, with its display width. */
var LineBuffer = class {
	lines = [];
	text = "";
	width = 0;
	append(text, width = displayWidth(text)) {
		this.text += text;
		this.width += width;
	}
	/** Emits the current line, even when empty. */
	emit() {
		this.lines.push(this.text);
		this.restart("");
	}
	/** Emits the current line only if it has content. */
	flush() {
		if (this.text !== "") this.emit();
	}
	restart(text) {
		this.text = text;
		this.width = displayWidth(text);
	}
	/** Emits all pieces but the last, which becomes the current line. */
	spill(pieces) {
		this.lines.push(...pieces.slice(0, -1));
		this.restart(pieces.at(-1) ?? "");
	}
};
/**
* Greedy word wrap. The white space before a word that starts a new line loses its first
* cluster (so a single space disappears at the break); longer gaps keep the rest as indent.
* A word that does not fit even on a fresh line is split by wrapIdentifier.
*/
function wrapWords(runs, width) {
	const buffer = new LineBuffer();
	let pending = NO_RUN;
	for (const run of runs) {
		if (run.space) {
			pending = run;
			continue;
		}
		if (buffer.width + pending.width + run.width <= width) {
			buffer.append(pending.value + run.value, pending.width + run.width);
			pending = NO_RUN;
			continue;
		}
		const hadLine = buffer.text !== "";
		buffer.flush();
		buffer.restart(hadLine ? dropFirstCluster(pending.value) : pending.value);
		pending = NO_RUN;
		if (buffer.width >= width) startAfterLongGap(buffer, width);
		let available = width - buffer.width;
		if (available === 0) {
			buffer.flush();
			available = width;
		}
		const parts = wrapIdentifier(run.value, available);
		buffer.append(parts[0] ?? "");
		if (parts.length > 1) {
			buffer.emit();
			buffer.spill(parts.slice(1));
		}
	}
	appendTrailingSpace(buffer, pending, width);
	if (buffer.text !== "" || buffer.lines.length === 0) buffer.emit();
	return buffer.lines;
}
/**
* `wrapWords` for printable ASCII, by index. Every line greedy wrapping makes is a slice of the
* text (a dropped space only moves a line's start), so lines are sliced once, when finished,
* instead of being built up word by word: a 10,000-row table wraps several times faster.
*/
function asciiWrapWords(value, width) {
	const lines = [];
	let lineStart = 0;
	let lineEnd = 0;
	let gapStart = 0;
	let gapEnd = 0;
	const emit = () => {
		lines.push(value.slice(lineStart, lineEnd));
		lineStart = lineEnd;
	};
	/** The line holds `from..to`, at least `width` long: its full-width pieces are emitted. */
	const spillHardWrapped = (from, to) => {
		const rest = (to - from) % width;
		for (let at = from; at + width <= to; at += width) lines.push(value.slice(at, at + width));
		lineStart = to - rest;
		lineEnd = to;
	};
	let at = 0;
	while (at < value.length) {
		if (value.charCodeAt(at) === 32) {
			gapStart = at;
			while (at < value.length && value.charCodeAt(at) === 32) at++;
			gapEnd = at;
			continue;
		}
		const wordStart = at;
		while (at < value.length && value.charCodeAt(at) !== 32) at++;
		const wordEnd = at;
		const gap = gapEnd - gapStart;
		if (lineEnd - lineStart + gap + (wordEnd - wordStart) <= width) {
			if (lineEnd === lineStart) lineStart = gap > 0 ? gapStart : wordStart;
			lineEnd = wordEnd;
			gapStart = gapEnd = wordEnd;
			continue;
		}
		const hadLine = lineEnd > lineStart;
		if (hadLine) emit();
		lineStart = hadLine && gap > 0 ? gapStart + 1 : gapStart;
		lineEnd = gapEnd;
		gapStart = gapEnd = wordEnd;
		if (lineEnd - lineStart >= width) spillHardWrapped(lineStart, lineEnd);
		let available = width - (lineEnd - lineStart);
		if (available === 0) {
			if (lineEnd > lineStart) emit();
			available = width;
		}
		if (lineEnd === lineStart) lineStart = lineEnd = wordStart;
		const parts = wrapIdentifier(value.slice(wordStart, wordEnd), available);
		if (parts.length === 1) {
			lineEnd = wordEnd;
			continue;
		}
		lineEnd = wordStart + parts[0].length;
		emit();
		let partStart = lineEnd;
		for (const part of parts.slice(1, -1)) {
			lines.push(part);
			partStart += part.length;
		}
		lineStart = partStart;
		lineEnd = wordEnd;
	}
	const gap = gapEnd - gapStart;
	if (gap > 0) {
		if (lineEnd - lineStart + gap <= width) {
			if (lineEnd === lineStart) lineStart = gapStart;
			lineEnd = gapEnd;
		} else {
			if (lineEnd > lineStart) emit();
			lineStart = gapStart;
			lineEnd = gapEnd;
			if (gap > width) spillHardWrapped(gapStart, gapEnd);
		}
	}
	if (lineEnd > lineStart || lines.length === 0) emit();
	return lines;
}
/** A gap at least a line wide is hard-split; a remainder exactly a line wide is emitted too. */
function startAfterLongGap(buffer, width) {
	const pieces = hardWrap(buffer.text, width);
	if (displayWidth(pieces.at(-1) ?? "") === width) {
		buffer.lines.push(...pieces);
		buffer.restart("");
	} else buffer.spill(pieces);
}
/** White space after the last word stays on its line if it fits, else it wraps on its own. */
function appendTrailingSpace(buffer, pending, width) {
	if (pending.value === "") return;
	if (buffer.width + pending.width <= width) {
		buffer.append(pending.value, pending.width);
		return;
	}
	buffer.flush();
	buffer.spill(hardWrap(pending.value, width));
}
function dropFirstCluster(value) {
	if (isPrintableAscii(value)) return value.slice(1);
	const first = displayClusters(value)[0];
	return first === void 0 ? value : value.slice(first.value.length);
}
/**
* Wraps one word at identifier delimiters (`-` `_` `/` `.` `:`, kept at the end of the left
* part), so `srt-mistral-7b-instruct` breaks after a dash rather than mid-name. A part wider
* than the line is hard-wrapped; its last piece continues the line.
*/
function wrapIdentifier(value, width) {
	if (displayWidth(value) <= width) return [value];
	const segments = splitIdentifier(value);
	if (segments.length === 1) return hardWrap(value, width);
	const buffer = new LineBuffer();
	for (const segment of segments) {
		const segmentWidth = displayWidth(segment);
		if (segmentWidth > width) {
			buffer.flush();
			buffer.spill(hardWrap(segment, width));
		} else if (buffer.text === "" || buffer.width + segmentWidth <= width) buffer.append(segment, segmentWidth);
		else {
			buffer.emit();
			buffer.restart(segment);
		}
	}
	buffer.flush();
	return buffer.lines;
}
/** Splits after each delimiter; a leading tree branch belongs to the first segment. */
function splitIdentifier(value) {
	const branch = TREE_BRANCHES.map((b) => `${b} `).find((prefix) => value.startsWith(prefix));
	const rest = value.slice(branch?.length ?? 0);
	return isPrintableAscii(rest) ? asciiIdentifierSegments(branch ?? "", rest) : clusterIdentifierSegments(branch ?? "", rest);
}
/** `splitIdentifier` for printable ASCII: cuts after each delimiter by index. */
function asciiIdentifierSegments(branch, rest) {
	const segments = [];
	let start = 0;
	for (let i = 0; i < rest.length; i++) {
		if (!IDENTIFIER_DELIMITERS.has(rest[i])) continue;
		segments.push((start === 0 ? branch : "") + rest.slice(start, i + 1));
		start = i + 1;
	}
	const last = (start === 0 ? branch : "") + rest.slice(start);
	if (last !== "") segments.push(last);
	return segments;
}
function clusterIdentifierSegments(branch, rest) {
	const segments = [];
	let segment = branch;
	for (const cluster of displayClusters(rest)) {
		segment += cluster.value;
		if (IDENTIFIER_DELIMITERS.has(cluster.value)) {
			segments.push(segment);
			segment = "";
		}
	}
	if (segment !== "") segments.push(segment);
	return segments;
}
/**
* Greedy split per grapheme cluster. A cluster wider than the whole line (a wide character at
* width 1) cannot be shown, so it is replaced by its ASCII escape, which is then split.
*/
function hardWrap(value, width) {
	const w = Math.max(1, width);
	if (isPrintableAscii(value)) return asciiHardWrap(value, w);
	const buffer = new LineBuffer();
	for (const cluster of displayClusters(value)) {
		if (cluster.width > w) {
			buffer.flush();
			buffer.lines.push(...hardWrap(quoteToASCII(cluster.value), w));
			continue;
		}
		if (buffer.width > 0 && buffer.width + cluster.width > w) buffer.emit();
		buffer.append(cluster.value, cluster.width);
	}
	if (buffer.text !== "" || buffer.lines.length === 0) buffer.emit();
	return buffer.lines;
}
/** `hardWrap` for printable ASCII: every character is one cell, so lines are fixed slices. */
function asciiHardWrap(value, width) {
	if (value === "") return [""];
	const lines = [];
	for (let at = 0; at < value.length; at += width) lines.push(value.slice(at, at + width));
	return lines;
}
var SHORT_ESCAPES = /* @__PURE__ */ new Map([
	["\x07", "\\a"],
	["\b", "\\b"],
	["\f", "\\f"],
	["\n", "\\n"],
	["\r", "\\r"],
	["	", "\\t"],
	["\v", "\\v"],
	["\\", "\\\\"],
	["\"", "\\\""]
]);
/** Go's `strconv.QuoteToASCII` without the surrounding quotes. */
function quoteToASCII(value) {
	let result = "";
	for (const char of value) {
		const code = char.codePointAt(0) ?? 0;
		const short = SHORT_ESCAPES.get(char);
		if (short !== void 0) result += short;
		else if (code >= 32 && code < 127) result += char;
		else if (code < 32 || code === 127) result += `\\x${hex(code, 2)}`;
		else if (code >= 55296 && code <= 57343) result += "\\ufffd";
		else if (code < 65536) result += `\\u${hex(code, 4)}`;
		else result += `\\U${hex(code, 8)}`;
	}
	return result;
}
// src/explain/table.ts
/**
* The exact text of the `kubectl ome runtime explain` table (explain-contract.md §4.3–4.4).
*
* Two renderers, as in OME's `printers/table.go`:
* - width 0: Go's `text/tabwriter` (minwidth 0, tabwidth 8, padding 3, pad ' ', flags 0), what
*   kubectl prints into a pipe or file. No wrapping and no sanitising.
* - width > 0: the adaptive renderer at that terminal width: ALIGNED when the natural table fits,
*   WRAPPED when the header minima fit, STACKED (one record per row) otherwise.
*
* Pure: no DOM, no Node; runs in a Web Worker.
*/
var EXPLAIN_HEADERS = [
	"RUNTIME",
	"SCOPE",
	"COMPATIBLE",
	"PRIORITY",
	"WEIGHT",
	"REASON"
];
/** Spaces between columns, in both renderers. */
var PAD = 3;
/**
* Renders a table the way `kubectl ome` does. Every line, the header included, ends with "\n";
* with no rows the header line is still printed. `width` 0 selects the tabwriter path, a
* positive width the adaptive renderer at that many columns.
*/
function renderTable(headers, rows, width) {
	if (!Number.isInteger(width) || width < 0) throw new RangeError(`table width must be a non-negative integer, got ${width}`);
	if (width === 0) return renderTabwriter([headers, ...rows]);
	return renderAdaptive(headers.map(sanitizeCell), rows.map(sanitizeRow), width);
}
function sanitizeRow(row) {
	return row.map(sanitizeCell);
}
/**
* Go's tabwriter on `cells.join("\t") + "\n"` per row. Cell widths count code points (Go counts
* runes), not display cells. A column's width is the widest cell + PAD over its *block*: the run
* of consecutive lines that have that column. Raw tabs, newlines and form feeds inside cells are
* not escaped here and split cells and lines exactly as they do in kubectl's piped output.
*/
function renderTabwriter(rows) {
	const lines = splitTabwriterLines(rows.map((row) => `${row.join("	")}\n`).join(""));
	const widths = tabwriterWidths(lines);
	return lines.map((line, index) => formatTabwriterLine(line.cells, widths[index] ?? [])).join("");
}
/** Splits at "\n" and "\f". The text always ends with "\n", so no partial line remains. */
function splitTabwriterLines(text) {
	const lines = [];
	let section = 0;
	let start = 0;
	for (let index = 0; index < text.length; index++) {
		const char = text[index];
		if (char !== "\n" && char !== "\f") continue;
		lines.push({
			cells: text.slice(start, index).split(/[\t\v]/),
			section
		});
		if (char === "\f") section++;
		start = index + 1;
	}
	return lines;
}
/** Per line, the padded width of each tab-terminated cell. */
function tabwriterWidths(lines) {
	const widths = lines.map(() => []);
	const hasColumn = (line, column, section) => line !== void 0 && line.section === section && line.cells.length - 1 > column;
	const columns = lines.reduce((most, line) => Math.max(most, line.cells.length - 1), 0);
	for (let column = 0; column < columns; column++) {
		let index = 0;
		while (index < lines.length) {
			const first = lines[index];
			if (first === void 0 || !hasColumn(first, column, first.section)) {
				index++;
				continue;
			}
			let end = index;
			let blockWidth = 0;
			while (hasColumn(lines[end], column, first.section)) {
				blockWidth = Math.max(blockWidth, runeCount(lines[end]?.cells[column] ?? "") + PAD);
				end++;
			}
			for (let member = index; member < end; member++) widths[member]?.push(blockWidth);
			index = end;
		}
	}
	return widths;
}
/** Pads every cell but the last; the last cell is not part of any column. */
function formatTabwriterLine(cells, widths) {
	return `${cells.map((cell, column) => {
		const width = widths[column];
		return width === void 0 ? cell : cell + " ".repeat(width - runeCount(cell));
	}).join("")}\n`;
}
/** Code points, as Go's rune count: UTF-16 length minus one per surrogate pair. */
function runeCount(value) {
	return value.length - (value.match(/[\ud800-\udbff][\udc00-\udfff]/g)?.length ?? 0);
}
function renderAdaptive(headers, rows, width) {
	const natural = naturalWidths(headers, rows);
	if (tableWidth(natural) <= width) return renderWrapped(headers, rows, natural);
	const minimum = headerMinima(headers, natural.length);
	if (tableWidth(minimum) <= width) return renderWrapped(headers, rows, growWidths(minimum, natural, width));
	return renderStacked(headers, rows, width);
}
/** The widest cell of each column, header included. Short rows count as empty cells. */
function naturalWidths(headers, rows) {
	const count = rows.reduce((most, row) => Math.max(most, row.length), headers.length);
	return Array.from({ length: count }, (_, column) => rows.reduce((widest, row) => Math.max(widest, displayWidth(row[column] ?? "")), displayWidth(headers[column] ?? "")));
}
/** Each column's header width (at least 1): below this a header itself would wrap. */
function headerMinima(headers, count) {
	return Array.from({ length: count }, (_, column) => Math.max(1, displayWidth(headers[column] ?? "")));
}
function tableWidth(widths) {
	if (widths.length === 0) return 0;
	return widths.reduce((sum, width) => sum + width, PAD * (widths.length - 1));
}
/**
* Shares the spare columns out one at a time, left to right, to every column still below its
* natural width, until none is spare or every column is natural. Narrow columns therefore reach
* their natural width first and the long REASON column takes what is left.
*/
function growWidths(minimum, natural, limit) {
	const widths = [...minimum];
	let remaining = limit - tableWidth(widths);
	while (remaining > 0) {
		let grew = false;
		for (let column = 0; column < widths.length && remaining > 0; column++) {
			const current = widths[column] ?? 0;
			if (current < (natural[column] ?? 0)) {
				widths[column] = current + 1;
				remaining--;
				grew = true;
			}
		}
		if (!grew) break;
	}
	return widths;
}
function renderWrapped(headers, rows, widths) {
	const lines = [wrappedRow(headers, widths)];
	for (const row of rows) lines.push(wrappedRow(row, widths));
	return lines.join("");
}
/** One logical row as physical lines: line k holds segment k of every wrapped cell. */
function wrappedRow(row, widths) {
	const wrapped = widths.map((width, column) => wrapCell(row[column] ?? "", width));
	let height = 1;
	for (const segments of wrapped) height = Math.max(height, segments.length);
	let text = "";
	for (let line = 0; line < height; line++) text += physicalLine(wrapped, line, widths);
	return text;
}
/**
* Line `line` of a wrapped row: each cell's segment padded to its column, cut after the last
* non-empty cell, so no line has trailing spaces.
*/
function physicalLine(wrapped, line, widths) {
	let text = "";
	let contentEnd = 0;
	const last = widths.length - 1;
	for (let column = 0; column <= last; column++) {
		const cell = wrapped[column][line] ?? "";
		text += cell;
		if (cell !== "") contentEnd = text.length;
		if (column < last) text += spaces(widths[column] - displayWidth(cell) + PAD);
	}
	return `${text.slice(0, contentEnd)}\n`;
}
var SPACES = " ".repeat(256);
/** `n` spaces (none for n ≤ 0); a slice of one string for the usual short gaps. */
var spaces = (n) => n <= 0 ? "" : n <= SPACES.length ? SPACES.slice(0, n) : " ".repeat(n);
/** One `LABEL:  value` record per row, records separated by a blank line. */
function renderStacked(headers, rows, width) {
	return (rows.length === 0 ? [[]] : rows).map((row) => stackedRecord(headers, row, width)).join("\n");
}
function stackedRecord(headers, row, width) {
	const labels = stackedLabels(headers, row.length);
	const labelWidth = Math.max(0, ...labels.map(displayWidth));
	const prefixWidth = labelWidth + 1 + PAD;
	return labels.map((label, column) => {
		const value = row[column] ?? "";
		return prefixWidth < width ? labelledField(label, labelWidth, value, width) : narrowField(label, value, width);
	}).join("");
}
/** Headers as labels; a blank header is named by its position so the field stays readable. */
function stackedLabels(headers, cells) {
	const count = Math.max(headers.length, cells);
	return Array.from({ length: count }, (_, column) => {
		const header = headers[column] ?? "";
		return header.trim() === "" ? `COLUMN-${column + 1}` : header;
	});
}
/** `LABEL:` padded to a common value column; a value too long for it goes below, indented. */
function labelledField(label, labelWidth, value, width) {
	const prefix = `${label}:${" ".repeat(labelWidth - displayWidth(label) + PAD)}`;
	const bareLabel = `${prefix.replace(/ +$/, "")}\n`;
	if (value === "") return bareLabel;
	if (displayWidth(value) > width - (labelWidth + 1 + PAD)) return bareLabel + indented(wrapCell(value, width - 2), 2);
	return `${prefix}${value}\n`;
}
/** Below the label column's width even `LABEL:` wraps, and the value follows on its own lines. */
function narrowField(label, value, width) {
	const labelLines = indented(wrapCell(`${label}:`, width), 0);
	if (value === "") return labelLines;
	const indent = width <= 2 ? 0 : 2;
	return labelLines + indented(wrapCell(value, width - indent), indent);
}
function indented(segments, indent) {
	const margin = " ".repeat(indent);
	return segments.map((segment) => `${margin}${segment}\n`).join("");
}
// src/explain/effective.ts
/**
* `--with-effective` (explain-contract.md §6): after the selector's table, kubectl appends the
* effective-runtime context it observes in the live cluster (which runtime the service really
* runs, its inheritance chain, its rollout). ome-sim reads files and observes no cluster, so it
* prints what OME prints when that context cannot be collected: the evidence is unavailable and
* the selector verdict above stands. Exit code stays 0, as in OME.
*/
var EFFECTIVE_CONTEXT_HEADING = "Effective context (separate observation; selector verdict unchanged):";
/** With --with-effective, the "nothing to rank" line is the shorter selector wording. */
var NO_RUNTIMES_FOR_SELECTOR = "No serving runtimes found for selector.";
var EFFECTIVE_HEADERS = [
	"SCOPE",
	"FIELD",
	"VALUE"
];
var UNAVAILABLE_ROWS = [[
	"Service",
	"EVIDENCE",
	"Unavailable"
], [
	"Service",
	"CAVEAT",
	"Selector verdict above is unchanged"
]];
/** The section as OME prints it without a live cluster: a blank line, the heading, the table. */
function unavailableEffectiveContext() {
	return `\n${EFFECTIVE_CONTEXT_HEADING}\n${renderTable(EFFECTIVE_HEADERS, UNAVAILABLE_ROWS, 0)}`;
}
// src/explain/rows.ts
function explainRow(row) {
	if (!row.compatible) return [
		row.name,
		row.scope,
		"No",
		"-",
		"-",
		row.reason ?? ""
	];
	return [
		row.name,
		row.scope,
		"Yes",
		String(row.priority),
		String(row.weight),
		"-"
	];
}
var explainRows = (explanation) => explanation.rows.map(explainRow);
// src/explain/kubectl.ts
var EXPLICIT_RUNTIME_NOTE = "Note: spec.runtime is explicit; automatic selection below is hypothetical.";
var NO_RUNTIMES_MESSAGE = "No serving runtimes found in the selected namespace or at cluster scope.";
var kubectlSource = (explanation) => ({
	rows: explanation.rows,
	error: explanation.error,
	selectionFailed: explanation.ranking.error !== null,
	candidateCount: explanation.ranking.candidates.length
});
/**
* @param explicitRuntime whether the InferenceService given with --isvc has `spec.runtime`.
* @param width table width; 0 turns wrapping off.
* @param withEffective `--with-effective`: the effective context follows (explain-contract.md §6).
*/
function kubectlOutput(explanation, explicitRuntime, width = 80, withEffective = false) {
	if (explanation.selectionFailed) return {
		stdout: "",
		stderr: `error: ${explanation.error ?? ""}\n`,
		exitCode: 1
	};
	const note = explicitRuntime ? `${EXPLICIT_RUNTIME_NOTE}\n` : "";
	const effective = withEffective ? unavailableEffectiveContext() : "";
	if (explanation.candidateCount === 0) return {
		stdout: effective,
		stderr: `${note}${withEffective ? NO_RUNTIMES_FOR_SELECTOR : NO_RUNTIMES_MESSAGE}\n`,
		exitCode: 0
	};
	return {
		stdout: renderTable(EXPLAIN_HEADERS, explainRows(explanation), width) + effective,
		stderr: note,
		exitCode: 0
	};
}
// .perf/p2.ts
var t = performance.now();
var lap = (l) => {
	const n = performance.now();
	console.log("@", n.toFixed(0), l, (n - t).toFixed(0), "ms", (process.memoryUsage().heapUsed / 1e6).toFixed(0), "MB");
	t = n;
};
function verdicts() {
	const set = loadManifests([{
		name: "a",
		text: readFileSync("/tmp/r10k.yaml", "utf8")
	}]);
	lap("load");
	const r = resolveQuery(set, "default", { model: "model-1" });
	if (isResolveError(r)) throw 1;
	return kubectlSource(explainVerdicts(r.input));
}
var v = verdicts();
lap("verdicts");
if (process.env.GC) {
	globalThis.gc();
	lap("gc");
}
lap("render " + kubectlOutput(v, false, 80).stdout.length);
export {};
