#!/usr/bin/env python3
"""Writes the fuzzer's seed corpus (seeds/): the demo's scenes and hostile scenes.

Run from Fuzz/: ./make-seeds.py. The files are committed; rerun after changing this list.
"""
import json, os, shutil, glob

here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "seeds")
os.makedirs(out, exist_ok=True)
for old in glob.glob(os.path.join(out, "*")):
    os.remove(old)
for scene in glob.glob(os.path.join(here, "..", "Demos", "Scenes", "*.json")):
    shutil.copy(scene, os.path.join(out, "demo-" + os.path.basename(scene)))

def write(name, data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)

def scene(root, **top):
    return json.dumps(dict(version=1, root=root, **top), ensure_ascii=False)

text = lambda s, **k: dict(type="text", string=s, **k)
leaves = [
    text("Hello", id="t"), dict(type="color", color="red"), dict(type="rectangle", fill="blue", label="box"),
    dict(type="roundedRectangle", cornerRadius=2, fill="green"), dict(type="circle"), dict(type="capsule"),
    dict(type="spacer", minLength=3),
]
mods = lambda c: [
    dict(type="frame", width=5, height=2, alignment="bottomTrailing", child=c),
    dict(type="flexFrame", minWidth=1, idealWidth=4, maxWidth="infinity", minHeight=0, maxHeight=3, child=c),
    dict(type="padding", insets=dict(top=1, leading=2, bottom=0, trailing=1), child=c),
    dict(type="padding", insets=2, child=c),
    dict(type="fixedSize", horizontal=True, vertical=False, child=c),
    dict(type="layoutPriority", value=2, child=c),
    dict(type="offset", x=-3, y=1.5, child=c),
    dict(type="position", x=10, y=5, child=c),
    dict(type="alignmentGuide", guide="leading", value=2, child=c),
    dict(type="background", content=dict(type="color", color="blue"), child=c),
    dict(type="overlay", alignment="topLeading", content=text("o"), child=c),
    dict(type="border", color="red", child=c),
]
containers = lambda kids: [
    dict(type="hstack", spacing=1, alignment="firstTextBaseline", children=kids),
    dict(type="vstack", alignment="trailing", children=kids),
    dict(type="zstack", alignment="bottomTrailing", children=kids),
    dict(type="flow", spacing=1, lineSpacing=0, children=kids),
    dict(type="wrap", children=kids),
    dict(type="masonry", columns=3, spacing=1, children=kids),
    dict(type="responsive", minItemWidth=4, children=kids),
    dict(type="grid", columns=2, children=kids),
    dict(type="adaptiveFlexRow", minItemWidth=3, maxItemsPerRow=2, children=kids),
    dict(type="radial", radius=5, horizontalScale=2, children=kids),
    dict(type="proportional", axis="vertical", children=[dict(type="proportion", value=2, child=k) for k in kids]),
    dict(type="priorityLayout", children=[dict(type="placementPriority", value=i, child=k) for i, k in enumerate(kids)]),
    dict(type="customSpacing", children=kids),
    dict(type="breakpoint", breakpoints=[dict(minWidth=40, layout=dict(type="masonry", columns=2)),
                                         dict(minWidth=0, layout=dict(type="vstack"))], children=kids),
    dict(type="gridLayout", rows=[dict(type="gridRow", children=kids[:2]), dict(type="gridRow", children=kids[2:])]),
]
for i, leaf in enumerate(leaves):
    write(f"leaf-{i}.json", scene(leaf))
for i, m in enumerate(mods(text("x y z", id="x"))):
    write(f"modifier-{i}.json", scene(m))
for i, c in enumerate(containers([text("a"), dict(type="color", color="blue"), text("漢字"), dict(type="spacer")])):
    write(f"container-{i}.json", scene(c, cellMetrics=dict(column=8, row=16) if i % 2 else None))

# Hostile: encodings, escapes, duplicates, numbers, depth, size.
write("lone-surrogate.json", '{"root": {"type": "text", "string": "X\\ud800\\u0041Y"}}')
write("low-surrogate.json", '{"root": {"type": "text", "string": "\\udc00"}}')
write("pair.json", '{"root": {"type": "text", "string": "\\ud83d\\ude00 \\u00e9\\u0301"}}')
write("invalid-utf8.json", b'{"root": {"type": "text", "string": "caf\xe9"}}')
write("overlong.json", b'{"root": {"type": "text", "string": "\xc0\xaf \xed\xa0\x80 \xf4\x90\x80\x80"}}')
write("utf8-bom.json", b'\xef\xbb\xbf{"root": {"type": "text", "string": "bom"}}')
write("utf16-bom.json", '{"root": {"type": "text", "string": "x"}}'.encode("utf-16"))
write("duplicate-id.json", scene(dict(type="hstack", children=[text("a", id="a"), text("b", id="a")])))
write("canonical-duplicate.json", scene(dict(type="vstack", children=[text("1", id="é"), text("2", id="e\u0301")])))
write("duplicate-key.json", '{"root": {"type": "text", "type": "color", "string": "x"}}')
write("controls.json", scene(text("bell\u0007 esc\u001b[31m nul\u0000 del\u007f c1\u0085 bidi\u202e", id="ctl\u001b")))
write("clusters.json", scene(text("e" + "\u0301" * 40 + " 👩\u200d👩\u200d👧\u200d👦 🇯🇵 Ａ")))
write("newlines.json", scene(text("a\n" * 200, id="n")))
write("numbers.json", '{"version": 1.0, "root": {"type": "frame", "width": 1e308, "height": 4.9e-324, "child": {"type": "spacer", "minLength": -0.0}}}')
write("huge-number.json", '{"root": {"type": "frame", "width": 1e400, "child": {"type": "color"}}}')
write("negative.json", '{"root": {"type": "padding", "insets": -5, "child": {"type": "text", "string": "x"}}}')
write("bad-number.json", '{"root": {"type": "frame", "width": 01, "height": 1., "child": {"type": "color"}}}')
write("exponent.json", '{"root": {"type": "frame", "width": 1E+2, "height": 2e-1, "child": {"type": "color"}}}')
write("cell-metrics.json", '{"version": 1, "cellMetrics": {"column": 0.001, "row": 1e9}, "root": {"type": "text", "string": "m"}}')
write("default-spacing.json", '{"defaultSpacing": 3.5, "root": {"type": "hstack", "children": [{"type": "text", "string": "a"}, {"type": "text", "string": "b"}]}}')
write("version-2.json", '{"version": 2, "root": {"type": "color"}}')
write("unknown-key.json", '{"root": {"type": "color", "colour": "red"}}')
write("unknown-type.json", '{"root": {"type": "button"}}')
write("wrong-types.json", '{"root": {"type": "hstack", "spacing": "wide", "children": {"a": 1}}}')
write("null-everywhere.json", '{"version": null, "cellMetrics": null, "defaultSpacing": null, "root": {"type": "hstack", "spacing": null, "children": []}}')
write("empty.json", "")
write("whitespace.json", " \t\r\n")
write("not-object.json", "[1, 2, 3]")
write("truncated.json", '{"root": {"type": "text", "string": "abc')
write("trailing.json", '{"root": {"type": "color"}} {}')
write("escapes.json", '{"root": {"type": "text", "string": "\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\uFFFF\\uFEFF"}}')
def nested(depth):
    node = text("deep")
    for _ in range(depth):
        node = dict(type="padding", insets=1, child=node)
    return node
write("deep-62.json", scene(nested(30)))
write("deep-arrays.json", "[" * 70 + "]" * 70)
write("deep-objects.json", '{"a":' * 70 + "1" + "}" * 70)
write("many-children.json", scene(dict(type="flow", children=[text(str(i), id=f"i{i}") for i in range(150)])))
write("nested-stacks.json", scene(dict(type="hstack", children=[dict(type="vstack", children=[dict(type="zstack", children=[
    dict(type="masonry", columns=0, children=[text("m")]), dict(type="grid", columns=-1, children=[text("g")])])])])))
print(len(os.listdir(out)), "seeds in", out)
