import { readFileSync } from "node:fs";
import { COLLECTION_STYLE, EVENT_ID, NOT_RESOLVED, SCALAR_STYLE, YAML11_SCHEMA, YAMLException, getScalarValue, parseEvents } from "js-yaml";
import "semver";
// src/engine/types.ts
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
/** SameValueZero, as a Set compares keys: NaN is one key. */
var sameKey = (a, b) => a === b || a !== a && b !== b;
/** Builds the documents of one text from its events. Never throws for valid event streams. */
function buildDocuments(events, text) {
	const documents = [];
	/** The open collections, innermost last. */
	const stack = [];
	/** Per open collection, the key identities of a long mapping (short ones are scanned). */
	const keySets = [];
	let doc = null;
	/** Where the last node ended: the position of an empty scalar, the end of a block collection. */
	let lastEnd = 0;
	/** Whether `key` repeats a key of `map` (whose keys are items 0, 2, 4, …), as kubectl checks. */
	const repeatsKey = (map, depth, key) => {
		const id = keyIdentity(key, text);
		if (id === NO_IDENTITY) return false;
		const keys = keySets[depth];
		if (keys !== null && keys !== void 0) {
			const repeated = keys.has(id);
			keys.add(id);
			return repeated;
		}
		const items = map.items;
		for (let i = 0; i < items.length; i += 2) if (sameKey(keyIdentity(items[i], text), id)) return true;
		if (items.length >= 32) {
			const set = /* @__PURE__ */ new Set([id]);
			for (let i = 0; i < items.length; i += 2) set.add(keyIdentity(items[i], text));
			keySets[depth] = set;
		}
		return false;
	};
	const attach = (node) => {
		const depth = stack.length - 1;
		const parent = stack[depth];
		if (parent === void 0) {
			doc.root = node;
			return;
		}
		const items = parent.items;
		if (parent.kind === "map" && items.length % 2 === 0 && repeatsKey(parent, depth, node)) doc.problems.push({
			code: "yaml-duplicate-key",
			message: "duplicate key: a key may appear only once in a mapping (kubectl rejects it)",
			start: node.start,
			end: node.end
		});
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
			stack.push(node);
			keySets[stack.length - 1] = null;
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
			const node = stack.pop();
			if (node === void 0) {
				documents.push({
					root: doc.root,
					problems: doc.problems,
					aliases: doc.aliases
				});
				doc = null;
				break;
			}
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
/** Where an entry is, for edits and pointers: made only when something asks (see LocalOrigin). */
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
		entryNodes
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
* near the top of a large paste moves every object below it, and most of their positions are
* never read, so each is moved when first read, then kept. A class with getters
* on its prototype: an object literal with its own getters is many times slower to create.
*/
var PlacedOrigin = class {
	source;
	document;
	item;
	loaded;
	#local;
	#chunk;
	#span;
	#nameSpan;
	#fields = null;
	#entries = null;
	constructor(local, placement, chunk) {
		this.source = placement.source;
		this.document = local.document + placement.documentBase;
		if (local.item !== void 0) this.item = local.item;
		this.loaded = placement.loaded;
		this.#local = local;
		this.#chunk = chunk;
	}
	get span() {
		if (this.#span === void 0) this.#span = moveSpan(this.#local.span, this.#chunk);
		return this.#span;
	}
	get nameSpan() {
		if (this.#nameSpan === void 0) this.#nameSpan = moveSpan(this.#local.nameSpan, this.#chunk);
		return this.#nameSpan;
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
* Where an object is in its chunk. Spans are made on first read, then kept: most objects are
* never pointed at (the CLI reads none unless something is wrong), and a span needs the chunk's
* line index. (A class: an object literal with a getter is slow to create.)
*/
var LocalOrigin = class {
	source;
	document;
	item;
	/** Set when the chunk is placed in its source (relocateObject). */
	loaded = 0;
	#reader;
	#root;
	#entryNodes;
	#span;
	#nameSpan;
	#fields = null;
	#entries = null;
	constructor(ref, r, root, entryNodes) {
		this.source = ref.source;
		this.document = ref.document;
		if (ref.item !== void 0) this.item = ref.item;
		this.#reader = r;
		this.#root = root;
		this.#entryNodes = entryNodes;
	}
	get span() {
		if (this.#span === void 0) this.#span = this.#reader.span(this.#root);
		return this.#span;
	}
	get nameSpan() {
		if (this.#nameSpan === void 0) this.#nameSpan = this.#reader.fieldSpan("metadata.name") ?? this.span;
		return this.#nameSpan;
	}
	get fields() {
		return this.#fields ??= this.#reader.fieldSpans();
	}
	get entries() {
		return this.#entries ??= this.#entryNodes.map((node) => entryLocation(this.#reader, node));
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
	const origin = (entryNodes = []) => new LocalOrigin(ref, r, root, entryNodes);
	switch (kind) {
		case "ServingRuntime":
		case "ClusterServingRuntime": {
			const decoded = decodeRuntime(r, root, kind, options);
			if (decoded !== null) out.runtimes.push({
				object: decoded.runtime,
				origin: origin(decoded.entryNodes)
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
// src/engine/size.ts
var DIGITS = String.raw`\d(?:_?\d)*`;
new RegExp(String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);
var HEX_DIGITS = String.raw`[0-9a-fA-F](?:_?[0-9a-fA-F])*`;
new RegExp(String.raw`^([+-]?)0[xX](?:_?(${HEX_DIGITS}))?(?:\.(${HEX_DIGITS})?)?[pP]([+-]?${DIGITS})$`);
// .perf/loadcpu.ts
var text = readFileSync("/tmp/r10k.yaml", "utf8");
var cpu = [];
for (let i = 0; i < 5; i++) {
	const c = process.cpuUsage();
	loadManifests([{
		name: "a",
		text
	}]);
	const u = process.cpuUsage(c);
	cpu.push((u.user + u.system) / 1e3);
}
cpu.sort((a, b) => a - b);
console.log("loadManifests CPU min", cpu[0].toFixed(0), "median", cpu[2].toFixed(0), "ms");
export {};
