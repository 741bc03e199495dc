// Generated from Presets/*.yaml — do not edit. After changing a preset, regenerate with
//   FLIPBOOK_REGENERATE=1 swift test --filter ConfigTests.PresetCatalogTests

/// The text of every file in `Presets/` (not `Presets/examples/`), compiled in.
enum PresetFiles {
    static let all: [(name: String, yaml: String)] = [
        ("scale.blur", #"""
# scale.blur — Side cards shrink, drop back and blur, drawing the eye to the centre card.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.blur). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.blur > mine.yaml`)
# and change any of them, or start a file with `extends: scale.blur` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.blur
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.6                           # lower bound of the card scale
    maxScale: 1                             # upper bound of the card scale
    scaleRatio: 0.4                         # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0.66, y: 0.2}     # translation per page, fractions of the card width/height
    minTranslationRatio: {x: -5, y: -5}     # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 2, y: 0}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: true                 # blur the side cards
    blurEffectRadiusRatio: 0.2              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d: null                        # a 3-D rotation, or null
    translation3d: null                     # a 3-D translation, or null

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.carousel3d", #"""
# scale.carousel3d — Cards stand on a turning ring seen from the front; the far side shows through the gaps.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): the Scale effect with a y-axis rotation that grows
# with distance, perspective, a push back in depth and double-sided cards, so the ring reads as 3-D.
# Swift: `flipbook code scale.carousel3d`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.carousel3d
viewport: {width: 420, height: 320}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 7
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.3, vertical: 0.12}  # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.8
    maxScale: 1
    scaleRatio: 0.2                         # side cards shrink a little …
    translationRatio: {x: 0.75, y: 0}       # … and sit closer than a page apart
    minTranslationRatio: {x: -2, y: 0}
    maxTranslationRatio: {x: 2, y: 0}
    keepVerticalSpacingEqual: false         # keep every card vertically centred
    keepHorizontalSpacingEqual: true
    scaleCurve: linear
    translationCurve: linear
    shadowEnabled: true
    shadowColor: "#000000"
    shadowOpacity: 0.6
    shadowRadiusMin: 4
    shadowRadiusMax: 14
    shadowOffsetMin: {width: 0, height: 3}
    shadowOffsetMax: {width: 0, height: 8}
    shadowOpacityMin: 0.08
    shadowOpacityMax: 0.25
    blurEffectEnabled: false
    blurEffectRadiusRatio: 0.4
    blurEffectStyle: light
    rotation3d:
      angle: 35deg                          # each page of progress turns a card 35° about y …
      minAngle: -75deg
      maxAngle: 75deg                       # … up to nearly edge-on
      x: 0
      y: 1
      z: 0
      m34: -0.0015                          # strong perspective: an eye about 670 pt away
      isDoubleSided: true                   # cards turned past 90° still show
    translation3d:
      translateRatios: [0, 0, -0.3]         # side cards recede 30% of the card width per page
      minTranslateRatios: [0, 0, -1]
      maxTranslateRatios: [0, 0, 0]

timeline: {from: 2, to: 3, frames: 5, curve: easeInOut}   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.coverFlow", #"""
# scale.coverFlow — Side cards turn away like album covers on a shelf; the centre card faces you.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.coverFlow). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.coverFlow > mine.yaml`)
# and change any of them, or start a file with `extends: scale.coverFlow` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.coverFlow
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.7                           # lower bound of the card scale
    maxScale: 0.7                           # upper bound of the card scale
    scaleRatio: 0                           # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0, y: 0}          # translation per page, fractions of the card width/height
    minTranslationRatio: {x: 0, y: 0}       # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 0, y: 0}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d:                             # a 3-D rotation, or null
      angle: pi/1.65                        # radians per page of progress
      minAngle: -pi/3
      maxAngle: pi/3
      x: 0                                  # rotation axis
      y: -1
      z: 0
      m34: -0.0005                          # perspective, −1/eye distance
      isDoubleSided: false                  # false: hide cards turned away
    translation3d:                          # a 3-D translation, or null
      translateRatios: [0.1, 0, -0.7]       # x·p·W, y·|p|·H, z·|p|·W
      minTranslateRatios: [-0.1, 0, -3]
      maxTranslateRatios: [0.1, 0, 0]

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.cylinder", #"""
# scale.cylinder — Cards sit on the outside of a turning drum, like a 3-D carousel seen from the front.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.cylinder). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.cylinder > mine.yaml`)
# and change any of them, or start a file with `extends: scale.cylinder` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.cylinder
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.55                          # lower bound of the card scale
    maxScale: 0.55                          # upper bound of the card scale
    scaleRatio: 0                           # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0, y: 0}          # translation per page, fractions of the card width/height
    minTranslationRatio: {x: 0, y: 0}       # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 0, y: 0}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: false                    # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d:                             # a 3-D rotation, or null
      angle: pi/4                           # radians per page of progress
      minAngle: -pi
      maxAngle: pi
      x: 0                                  # rotation axis
      y: 1
      z: 0
      m34: -0.0005600000000000001           # upstream: −0.0004 − 0.8 · 0.0002
      isDoubleSided: false                  # false: hide cards turned away
    translation3d:                          # a 3-D translation, or null
      translateRatios: [0, 0, 0]            # x·p·W, y·|p|·H, z·|p|·W
      minTranslateRatios: [0, 0, 1.25]
      maxTranslateRatios: [0, 0, 1.25]

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.easeIn", #"""
# scale.easeIn — Like linear, but cards shrink quickly as they leave the centre (easeIn scale curve).
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.easeIn). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.easeIn > mine.yaml`)
# and change any of them, or start a file with `extends: scale.easeIn` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.easeIn
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.6                           # lower bound of the card scale
    maxScale: 1                             # upper bound of the card scale
    scaleRatio: 0.4                         # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0.66, y: 0.2}     # translation per page, fractions of the card width/height
    minTranslationRatio: {x: -5, y: -5}     # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 5, y: 5}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: easeIn                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d: null                        # a 3-D rotation, or null
    translation3d: null                     # a 3-D translation, or null

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.easeOut", #"""
# scale.easeOut — Like linear, but cards slide out quickly and spread apart (easeIn translation curve).
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.easeOut). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.easeOut > mine.yaml`)
# and change any of them, or start a file with `extends: scale.easeOut` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.easeOut
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.6                           # lower bound of the card scale
    maxScale: 1                             # upper bound of the card scale
    scaleRatio: 0.4                         # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0.66, y: 0.2}     # translation per page, fractions of the card width/height
    minTranslationRatio: {x: -5, y: -5}     # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 5, y: 5}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: easeIn                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d: null                        # a 3-D rotation, or null
    translation3d: null                     # a 3-D translation, or null

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.invertedCylinder", #"""
# scale.invertedCylinder — Cards line the inside of a drum that turns toward you; the centre card is magnified.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.invertedCylinder). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.invertedCylinder > mine.yaml`)
# and change any of them, or start a file with `extends: scale.invertedCylinder` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.invertedCylinder
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 1.2                           # lower bound of the card scale
    maxScale: 1.2                           # upper bound of the card scale
    scaleRatio: 0                           # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0, y: 0}          # translation per page, fractions of the card width/height
    minTranslationRatio: {x: 0, y: 0}       # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 0, y: 0}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: false                    # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d:                             # a 3-D rotation, or null
      angle: pi/3                           # radians per page of progress
      minAngle: -pi
      maxAngle: pi
      x: 0                                  # rotation axis
      y: -1
      z: 0
      m34: -0.002                           # perspective, −1/eye distance
      isDoubleSided: false                  # false: hide cards turned away
    translation3d:                          # a 3-D translation, or null
      translateRatios: [0.1, 0, 0]          # x·p·W, y·|p|·H, z·|p|·W
      minTranslateRatios: [-0.05, 0, 0.86]
      maxTranslateRatios: [0.05, 0, -0.86]

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.linear", #"""
# scale.linear — Side cards shrink and drop back in a straight line; the classic scaling carousel.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.linear). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.linear > mine.yaml`)
# and change any of them, or start a file with `extends: scale.linear` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.linear
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0.6                           # lower bound of the card scale
    maxScale: 1                             # upper bound of the card scale
    scaleRatio: 0.4                         # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0.66, y: 0.2}     # translation per page, fractions of the card width/height
    minTranslationRatio: {x: -5, y: -5}     # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 2, y: 0}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d: null                        # a 3-D rotation, or null
    translation3d: null                     # a 3-D translation, or null

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("scale.rotary", #"""
# scale.rotary — Cards swing along an arc like a rotary dial, shrinking as they leave the centre.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: ScaleTransformViewOptions.layout(.rotary). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show scale.rotary > mine.yaml`)
# and change any of them, or start a file with `extends: scale.rotary` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: scale.rotary
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  scale:
    minScale: 0                             # lower bound of the card scale
    maxScale: 1                             # upper bound of the card scale
    scaleRatio: 0.4                         # scale = 1 − scaleCurve(|progress|) · scaleRatio, clamped to min…max
    translationRatio: {x: 0.1, y: 0.1}      # translation per page, fractions of the card width/height
    minTranslationRatio: {x: -1, y: 0}      # lower bound of the translation (null: none)
    maxTranslationRatio: {x: 1, y: 1}       # upper bound of the translation (null: none)
    keepVerticalSpacingEqual: true          # shift scaled cards so vertical gaps stay equal
    keepHorizontalSpacingEqual: true        # shift scaled cards so horizontal gaps stay equal
    scaleCurve: linear                      # linear, easeIn or easeOut, applied to |progress|
    translationCurve: linear                # linear, easeIn or easeOut
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"                  # the shadow colour
    shadowOpacity: 0.6                      # unused by the shadow, exactly as upstream
    shadowRadiusMin: 2                      # radius = max(min, (1 − |p|) · max), points
    shadowRadiusMax: 13
    shadowOffsetMin: {width: 0, height: 2}  # offset = max(min, (1 − |p|) · max), points
    shadowOffsetMax: {width: 0, height: 6}
    shadowOpacityMin: 0.1                   # opacity = max(min, (1 − |p|) · max)
    shadowOpacityMax: 0.1
    blurEffectEnabled: false                # blur the side cards
    blurEffectRadiusRatio: 0.4              # blur = |progress| · ratio, clamped to 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style: light, dark, extraLight, regular, …
    rotation3d:                             # a 3-D rotation, or null
      angle: pi/15                          # radians per page of progress
      minAngle: -pi/3
      maxAngle: pi/3
      x: 0                                  # rotation axis
      y: 0
      z: 1
      m34: -0.004                           # perspective, −1/eye distance
      isDoubleSided: false                  # false: hide cards turned away
    translation3d:                          # a 3-D translation, or null
      translateRatios: [0.9, 0.1, 0]        # x·p·W, y·|p|·H, z·|p|·W
      minTranslateRatios: [-3, -0.8, -0.3]
      maxTranslateRatios: [3, 0.8, -0.3]

timeline: {from: 1, to: 2, frames: 5, curve: linear}  # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.bars", #"""
# snapshot.bars — Vertical rounded bars bob up and down alternately and shrink.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.bars). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.bars > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.bars` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.bars
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.1, height: 1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 1.2            # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: 0.4                   # alpha = 1 − ratio · |p|
    piecesTranslationRatio: {columnOddEven: [{x: 0, y: -0.1}, {x: 0, y: 0.1}]}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0.2, height: 0.6}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 1, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.blinds", #"""
# snapshot.blinds — Venetian blinds: the card closes into thin slats in place while the next one opens behind it.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): 12 full-width slats that flatten (piecesScaleRatio
# height 1) without moving, and a container that stays put, so both cards share the page. The lower
# slats close first (rowBased alpha, reversed). Swift: `flipbook code snapshot.blinds`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.blinds
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 1, height: 0.08333333333333333}     # 12 slats
    piecesCornerRadiusRatio: 0
    piecesAlphaRatio: {rowBased: 0.08, reversed: true}          # the top slats fade most
    piecesTranslationRatio: {x: 0, y: 0}
    minPiecesTranslationRatio: null
    maxPiecesTranslationRatio: null
    piecesScaleRatio: {width: 0, height: 1}                     # slats flatten to nothing over a page
    containerScaleRatio: 0
    containerTranslationRatio: {x: 0, y: 0}                     # both cards stay in the page
    containerMinTranslationRatio: null
    containerMaxTranslationRatio: null

timeline: [0, 0.2, 0.4, 0.6, 0.8, 1]   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.chess", #"""
# snapshot.chess — Columns of rounded squares shift into a staircase and fade toward the edges.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.chess). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.chess > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.chess` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.chess
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.2, height: 0.1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0.5            # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: {columnBasedMirror: 0.4}  # alpha = 1 − ratio · |p|
    piecesTranslationRatio: {columnBasedMirror: {x: -1, y: 1}}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0.5, height: 0.5}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 0.7, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.fade", #"""
# snapshot.fade — Horizontal bands fade from top to bottom while the card slides far away.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.fade). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.fade > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.fade` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.fade
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 1, height: 0.1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0.1            # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: {rowBased: 0.1}       # alpha = 1 − ratio · |p|
    piecesTranslationRatio: {rowBasedMirror: {x: 0, y: 0.1}}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {rowBasedMirror: {width: 0.05, height: 0.1}}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.7                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 1.9, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.grid", #"""
# snapshot.grid — The card breaks into a grid of rounded tiles that fly apart from the middle.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.grid). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.grid > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.grid` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.grid
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.25, height: 0.1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 1              # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: 0                     # alpha = 1 − ratio · |p|
    piecesTranslationRatio:                 # translation = ratio · |p| of the piece size
      sum:
        - rowBasedMirror: {x: 0, y: -1.8}
        - columnBasedMirror: {x: -1.8, y: 0}
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0.8, height: 0.8}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 0.7, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.lines", #"""
# snapshot.lines — Thin horizontal lines shift sideways alternately, like an interlaced screen.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.lines). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.lines > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.lines` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.lines
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 1, height: 0.0625}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0              # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: 0.4                   # alpha = 1 − ratio · |p|
    piecesTranslationRatio: {rowOddEven: [{x: -0.15, y: 0}, {x: 0.15, y: 0}]}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0.6, height: 0.96}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 0.8, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.puzzle", #"""
# snapshot.puzzle — A checkerboard of pieces that squash in alternate directions and fade.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.puzzle). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.puzzle > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.puzzle` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.puzzle
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.25, height: 0.1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0              # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio:                       # alpha = 1 − ratio · |p|
      sum:
        - rowOddEven: [0.2, 0]
        - columnOddEven: [0, 0.2]
    piecesTranslationRatio: {rowOddEven: [{x: -0.15, y: 0}, {x: 0.15, y: 0}]}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {columnOddEven: [{width: 0.1, height: 0.4}, {width: 0.4, height: 0.1}]}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.2                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 1, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.shatter", #"""
# snapshot.shatter — The card shatters into rounded shards that fly off in every direction and fade unevenly.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): 6 × 8 pieces whose directions and fades come from
# lists indexed by piece (indexBasedCustom, rowBasedCustom). A list of 7 directions over 6 columns
# never lines up, so the shards look scattered. Swift: `flipbook code snapshot.shatter`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.shatter
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.16666666666666666, height: 0.125}   # 6 columns × 8 rows
    piecesCornerRadiusRatio: 0.3
    piecesAlphaRatio: {rowBasedCustom: [0.4, 0.9, 0.6, 1.0]}      # each row fades at its own pace
    piecesTranslationRatio:                 # one direction per piece, repeating every 7 pieces
      indexBasedCustom:
        - {x: 1.2, y: -0.8}
        - {x: -1.5, y: 0.6}
        - {x: 0.4, y: 1.4}
        - {x: -0.7, y: -1.3}
        - {x: 1.6, y: 0.3}
        - {x: -1.1, y: -0.2}
        - {x: 0.2, y: -1.6}
    minPiecesTranslationRatio: null
    maxPiecesTranslationRatio: null
    piecesScaleRatio: {width: 0.5, height: 0.5}
    containerScaleRatio: 0.15
    containerTranslationRatio: {x: 0.55, y: 0}
    containerMinTranslationRatio: null
    containerMaxTranslationRatio: null

timeline: [0, 0.2, 0.4, 0.6, 0.8, 1]   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.space", #"""
# snapshot.space — The card scatters into rounded pieces that drift off like stars and fade.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.space). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.space > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.space` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.space
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.3333333333333333, height: 0.25}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0.7            # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio:                       # alpha = 1 − ratio · |p|
      sum:
        - rowBasedMirror: 0.2
        - columnBasedMirror: 0.4
    piecesTranslationRatio:                 # translation = ratio · |p| of the piece size
      product:
        - rowBasedMirror: {x: 1, y: -1}
        - columnBasedMirror: {x: -1, y: 1}
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0.5, height: 0.5}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 0.7, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.tiles", #"""
# snapshot.tiles — Horizontal strips slide left and right alternately and thin out.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: SnapshotTransformViewOptions.layout(.tiles). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show snapshot.tiles > mine.yaml`)
# and change any of them, or start a file with `extends: snapshot.tiles` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.tiles
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 1, height: 0.1}  # piece size, fractions of the card: 1/width columns × 1/height rows
    piecesCornerRadiusRatio: 0              # corner radius = ratio · |p| · the piece's shorter side
    piecesAlphaRatio: 0.4                   # alpha = 1 − ratio · |p|
    piecesTranslationRatio: {rowOddEven: [{x: -0.4, y: 0}, {x: 0.4, y: 0}]}  # translation = ratio · |p| of the piece size
    minPiecesTranslationRatio: null         # lower bound (null: none)
    maxPiecesTranslationRatio: null         # upper bound (null: none)
    piecesScaleRatio: {width: 0, height: 0.1}  # scale = max(0, 1 − |p| · ratio) per axis
    containerScaleRatio: 0.1                # whole-card scale = max(0, 1 − |p| · ratio)
    containerTranslationRatio: {x: 1, y: 0}  # whole-card translation = p · ratio of its size
    containerMinTranslationRatio: null      # lower bound (null: none)
    containerMaxTranslationRatio: null      # upper bound (null: none)

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("snapshot.zipper", #"""
# snapshot.zipper — Columns slide alternately up and down, further the further right, like a zipper opening.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): columnOddEven with `increasing: true`, so column c
# moves c times as far, in alternating directions; the card slides a page as it goes.
# Swift: `flipbook code snapshot.zipper`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: snapshot.zipper
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.06} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  snapshot:
    pieceSizeRatio: {width: 0.125, height: 1}                   # 8 columns
    piecesCornerRadiusRatio: 0.5
    piecesAlphaRatio: {columnBased: 0.12}                       # the right-hand columns fade most
    piecesTranslationRatio: {columnOddEven: [{x: 0, y: 0.07}, {x: 0, y: -0.07}], increasing: true}
    minPiecesTranslationRatio: null
    maxPiecesTranslationRatio: null
    piecesScaleRatio: {width: 0.3, height: 0.1}
    containerScaleRatio: 0.1
    containerTranslationRatio: {x: 0.9, y: 0}
    containerMinTranslationRatio: null
    containerMaxTranslationRatio: null

timeline: [0, 0.2, 0.4, 0.6, 0.8, 1]   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.blur", #"""
# stack.blur — Reversed like stack.reverse, onto a deeper deck to the left whose farther cards blur.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.blur). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.blur > mine.yaml`)
# and change any of them, or start a file with `extends: stack.blur` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.blur
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.1                        # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0                             # null: no lower bound
    maxScale: null                          # null: no upper bound
    maxStackSize: 7                         # cards visible in the stack (≥ 1)
    spacingFactor: 0.06                     # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0                          # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 0.9        # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 0.1           # pages over which a popped card fades
    perspectiveRatio: 0.04                  # extra offset toward stackPosition with depth
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 8                         # points
    stackRotateAngle: 0                     # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: -pi/4                         # rotation of the top card as it pops
    popOffsetRatio: {width: 1.45, height: 0.4}  # where the popped card goes, fractions of the card size
    stackPosition: {x: -1, y: 0}            # where the stack grows: {x: 0, y: -1} is up
    reverse: true                           # pop cards by scrolling the other way
    blurEffectEnabled: true                 # blur deeper cards
    maxBlurEffectRadius: 0.08               # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.perspective", #"""
# stack.perspective — A deck seen at an angle, receding to the right in perspective.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.perspective). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.perspective > mine.yaml`)
# and change any of them, or start a file with `extends: stack.perspective` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.perspective
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.1                        # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0.2                           # null: no lower bound
    maxScale: 1                             # null: no upper bound
    maxStackSize: 6                         # cards visible in the stack (≥ 1)
    spacingFactor: 0.08                     # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0                          # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 0.9        # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 0.3           # pages over which a popped card fades
    perspectiveRatio: 0.3                   # extra offset toward stackPosition with depth
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 5                         # points
    stackRotateAngle: 0                     # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: pi/10                         # rotation of the top card as it pops
    popOffsetRatio: {width: -1.45, height: 0.3}  # where the popped card goes, fractions of the card size
    stackPosition: {x: 1, y: 0}             # where the stack grows: {x: 0, y: -1} is up
    reverse: false                          # pop cards by scrolling the other way
    blurEffectEnabled: false                # blur deeper cards
    maxBlurEffectRadius: 0                  # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.photoPile", #"""
# stack.photoPile — A loose pile of white-framed photos, each tilted the other way; the top one is tossed aside.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): the Stack effect's alternating stackRotateAngle
# (upstream spells it stackRotateAngel; both are accepted) with little scaling or spacing, on
# cards drawn with a thick white border like prints. Swift: `flipbook code stack.photoPile`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.photoPile
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 6
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.16, vertical: 0.16} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#5B8DEF", "#F2994A", "#27AE60", "#9B51E0", "#EB5757", "#2D9CDB"]
  cornerRadius: 3                           # points
  border: {width: 8, color: "#FFFFFF"}      # a white frame, like a print
  title: "{number}"                         # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.02
    minScale: 0.8
    maxScale: 1
    maxStackSize: 4
    spacingFactor: 0.015
    maxSpacing: null
    alphaFactor: 0
    bottomStackAlphaSpeedFactor: 0.9
    topStackAlphaSpeedFactor: 0.5
    perspectiveRatio: 0
    shadowEnabled: true
    shadowColor: "#000000"
    shadowOpacity: 0.25
    shadowOffset: {width: 0, height: 2}
    shadowRadius: 6
    stackRotateAngle: 6deg                  # cards below alternate ±6°
    popAngle: pi/5                          # tossed counter-clockwise …
    popOffsetRatio: {width: -1.3, height: 0.5}    # … down to the left
    stackPosition: {x: 0, y: -1}
    reverse: false
    blurEffectEnabled: false
    maxBlurEffectRadius: 0
    blurEffectStyle: light

timeline: [0, 0.25, 0.5, 0.75, 1]   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.reverse", #"""
# stack.reverse — Reversed: the next card swings in from the right onto a deck that recedes to the left.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.reverse). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.reverse > mine.yaml`)
# and change any of them, or start a file with `extends: stack.reverse` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.reverse
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.1                        # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0                             # null: no lower bound
    maxScale: null                          # null: no upper bound
    maxStackSize: 4                         # cards visible in the stack (≥ 1)
    spacingFactor: 0.08                     # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0                          # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 0.9        # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 0.3           # pages over which a popped card fades
    perspectiveRatio: 0                     # extra offset toward stackPosition with depth
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 8                         # points
    stackRotateAngle: 0                     # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: -pi/4                         # rotation of the top card as it pops
    popOffsetRatio: {width: 1.45, height: 0.4}  # where the popped card goes, fractions of the card size
    stackPosition: {x: -1, y: -0.2}         # where the stack grows: {x: 0, y: -1} is up
    reverse: true                           # pop cards by scrolling the other way
    blurEffectEnabled: false                # blur deeper cards
    maxBlurEffectRadius: 0                  # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.rotary", #"""
# stack.rotary — A loose pile of tilted cards; the top card swings off to the left.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.rotary). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.rotary > mine.yaml`)
# and change any of them, or start a file with `extends: stack.rotary` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.rotary
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: -0.03                      # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0.2                           # null: no lower bound
    maxScale: 1                             # null: no upper bound
    maxStackSize: 3                         # cards visible in the stack (≥ 1)
    spacingFactor: 0.01                     # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0.1                        # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 0.9        # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 0.3           # pages over which a popped card fades
    perspectiveRatio: 0                     # extra offset toward stackPosition with depth
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 8                         # points
    stackRotateAngle: pi/16                 # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: pi/4                          # rotation of the top card as it pops
    popOffsetRatio: {width: -1.45, height: 0.4}  # where the popped card goes, fractions of the card size
    stackPosition: {x: 0, y: 1}             # where the stack grows: {x: 0, y: -1} is up
    reverse: false                          # pop cards by scrolling the other way
    blurEffectEnabled: false                # blur deeper cards
    maxBlurEffectRadius: 0                  # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.tinder", #"""
# stack.tinder — A swipe deck: cards peek out below the top one, which flies off to the right, tilting.
# yaml-language-server: $schema=flipbook.schema.json
#
# Flipbook's own preset (not an upstream layout): a dating-app deck. The stack grows downward
# (stackPosition y: 1), the popped card swings clockwise (negative popAngle) and leaves to the right
# (positive popOffsetRatio.width). Swift: `flipbook code stack.tinder`.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.tinder
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 6
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.12, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{number}"                         # {index} is the item index, {number} the index + 1; null for none
  subtitle: "swipe right"                   # a second line, same placeholders
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.06                       # each card below is 6% smaller …
    minScale: 0.8
    maxScale: 1
    maxStackSize: 3
    spacingFactor: 0.05                     # … and 5% of the card height lower
    maxSpacing: null
    alphaFactor: 0
    bottomStackAlphaSpeedFactor: 0.9
    topStackAlphaSpeedFactor: 0.9           # the swiped card fades out slowly
    perspectiveRatio: 0
    shadowEnabled: true
    shadowColor: "#000000"
    shadowOpacity: 0.18
    shadowOffset: {width: 0, height: 4}
    shadowRadius: 12
    stackRotateAngle: 0
    popAngle: -pi/9                         # 20° clockwise at the end of the swipe
    popOffsetRatio: {width: 1.25, height: 0.12}   # off to the right, dropping a little
    stackPosition: {x: 0, y: 1}             # the deck peeks out below
    reverse: false
    blurEffectEnabled: false
    maxBlurEffectRadius: 0
    blurEffectStyle: light

timeline: [0, 0.2, 0.4, 0.6, 0.8, 1]   # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.transparent", #"""
# stack.transparent — A deck whose lower cards fade out; the top card flips away to the left.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.transparent). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.transparent > mine.yaml`)
# and change any of them, or start a file with `extends: stack.transparent` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.transparent
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: 0.12                       # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0                             # null: no lower bound
    maxScale: 1                             # null: no upper bound
    maxStackSize: 4                         # cards visible in the stack (≥ 1)
    spacingFactor: 0.03                     # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0.2                        # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 10         # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 0.1           # pages over which a popped card fades
    perspectiveRatio: 0                     # extra offset toward stackPosition with depth
    shadowEnabled: true                     # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 10                        # points
    stackRotateAngle: 0                     # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: pi/10                         # rotation of the top card as it pops
    popOffsetRatio: {width: -1.45, height: 0.3}  # where the popped card goes, fractions of the card size
    stackPosition: {x: 0, y: -1}            # where the stack grows: {x: 0, y: -1} is up
    reverse: false                          # pop cards by scrolling the other way
    blurEffectEnabled: false                # blur deeper cards
    maxBlurEffectRadius: 0                  # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
        ("stack.vortex", #"""
# stack.vortex — Deeper cards loom larger and fade behind the top card, which spins away in place.
# yaml-language-server: $schema=flipbook.schema.json
#
# Upstream: StackTransformViewOptions.layout(.vortex). Every option is written out with
# upstream's value for this layout: copy the file (`flipbook presets show stack.vortex > mine.yaml`)
# and change any of them, or start a file with `extends: stack.vortex` and list only your changes.
# Angles are radians, "45deg" or "pi/4"; colours "#RRGGBB" or "#RRGGBBAA" (quoted: # starts a YAML comment).

name: stack.vortex
viewport: {width: 300, height: 400}         # one page of the collection view, in points
background: "#F2F2F7"
itemCount: 5
numberOfVisibleItems: null                  # upstream's numberOfVisibleItems; null lays out every item
scrollDirection: horizontal
drawsShadows: true

card:
  inset: {horizontal: 0.18, vertical: 0.12} # from each side of the page, fractions of the page
  size: null                                # or {width: 180, height: 260} points: wins over inset
  fill: palette                             # palette, a colour such as "#0A84FF", or {gradient: ["#0A84FF", "#5E5CE6"]}
  palette: ["#007AFF", "#FF9500", "#34C759", "#AF52DE", "#FF3B30", "#30B0C7", "#5856D6", "#FF2D55"]
  cornerRadius: 16
  border: null                              # or {width: 2, color: "#FFFFFF"}
  title: "{index}"                          # {index} is the item index, {number} the index + 1; null for none
  subtitle: null
  textColor: "#FFFFFF"
  image: null                               # a PNG drawn over the fill, relative to this file

effect:
  stack:
    scaleFactor: -0.15                      # scale = 1 − progress · scaleFactor, then clamped
    minScale: 0.2                           # null: no lower bound
    maxScale: null                          # null: no upper bound
    maxStackSize: 4                         # cards visible in the stack (≥ 1)
    spacingFactor: 0                        # offset between cards, fraction of the card size
    maxSpacing: null                        # upper bound of the spacing (null: none)
    alphaFactor: 0.4                        # alpha = 1 − progress · alphaFactor below the top
    bottomStackAlphaSpeedFactor: 0.9        # pages over which the bottom card fades out
    topStackAlphaSpeedFactor: 1             # pages over which a popped card fades
    perspectiveRatio: -0.3                  # extra offset toward stackPosition with depth
    shadowEnabled: false                    # cards cast a shadow
    shadowColor: "#000000"
    shadowOpacity: 0.1
    shadowOffset: {width: 0, height: 0}     # points
    shadowRadius: 10                        # points
    stackRotateAngle: 0                     # alternating tilt of stacked cards (upstream: stackRotateAngel)
    popAngle: pi                            # rotation of the top card as it pops
    popOffsetRatio: {width: 0, height: 0}   # where the popped card goes, fractions of the card size
    stackPosition: {x: 0, y: 1}             # where the stack grows: {x: 0, y: -1} is up
    reverse: false                          # pop cards by scrolling the other way
    blurEffectEnabled: false                # blur deeper cards
    maxBlurEffectRadius: 0                  # blur of the deepest card, 0…1
    blurEffectStyle: light                  # UIBlurEffect.Style

timeline: [0, 0.25, 0.5, 0.75, 1]           # scroll offsets in pages: a list, or {from, to, frames, curve}

output:
  format: png                               # png or svg
  scale: 1                                  # pixels per point, 0.25…4
  path: null                                # relative to this file; null lets the command choose

"""#),
    ]
}
