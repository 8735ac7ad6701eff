(function () {
  'use strict';
  function read(id) {
    try {
      return JSON.parse(document.getElementById(id).textContent);
    } catch (error) {
      return null;
    }
  }
  var timeline = read('curtain-timeline') || { actors: [], frames: [], duration: 0 };
  var meta = read('curtain-meta') || {};
  var size = meta.container || {};
  var W = size.width > 0 ? size.width : 1;
  var H = size.height > 0 ? size.height : 1;
  var frames = timeline.frames || [];
  var progressAt = meta.frameProgress || [];
  var points = (meta.timing && meta.timing.points) || [];
  var duration = timeline.duration > 0 ? timeline.duration : 0;
  var reversing = meta.operation === 'dismiss' || meta.operation === 'pop';
  var HOLD = 500;
  var LENGTHS = [92, 74, 85, 58, 80, 66];

  var actors = (timeline.actors || []).slice();
  frames.forEach(function (frame) {
    Object.keys(frame.states).sort().forEach(function (name) {
      if (actors.indexOf(name) < 0) actors.push(name);
    });
  });

  var screen = document.getElementById('screen');
  var container = document.getElementById('container');
  var scale = Math.min(1, 560 / H, 360 / W);
  screen.style.width = W * scale + 'px';
  screen.style.height = H * scale + 'px';
  container.style.width = W + 'px';
  container.style.height = H + 'px';
  container.style.transform = 'scale(' + scale + ')';

  function role(name) {
    var colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(0, colon);
  }
  function rank(name) {
    switch (role(name)) {
      case 'presenting': return 0;
      case 'background': return 1;
      case 'presented': return 2;
      case 'from': return reversing ? 2 : 0;
      case 'to': return reversing ? 0 : 2;
      case 'snapshot': return 3;
      default: return 4;
    }
  }

  var elements = {};
  actors.forEach(function (name) {
    if (name === 'container') return;
    var element = document.createElement('div');
    element.className = 'actor role-' + role(name);
    element.setAttribute('data-actor', name);
    if (role(name) !== 'background') {
      var bar = document.createElement('div');
      bar.className = 'bar';
      bar.textContent = name;
      element.appendChild(bar);
      var content = document.createElement('div');
      content.className = 'content';
      var block = document.createElement('div');
      block.className = 'block';
      content.appendChild(block);
      for (var index = 0; index < 16; index += 1) {
        var line = document.createElement('div');
        line.className = 'line';
        line.style.width = LENGTHS[index % LENGTHS.length] + '%';
        content.appendChild(line);
      }
      element.appendChild(content);
    }
    container.appendChild(element);
    elements[name] = element;
  });

  function clamp(value, low, high) {
    return Math.max(low, Math.min(high, value));
  }
  function mix(a, b, f) {
    if (a === undefined || a === null) return b;
    if (b === undefined || b === null) return a;
    if (typeof a === 'number' && typeof b === 'number') return a + (b - a) * f;
    if (Array.isArray(a) && Array.isArray(b)) {
      return a.map(function (item, index) { return mix(item, b[index], f); });
    }
    if (typeof a === 'object' && typeof b === 'object') {
      var result = {};
      Object.keys(a).forEach(function (key) { result[key] = mix(a[key], b[key], f); });
      Object.keys(b).forEach(function (key) { if (!(key in result)) result[key] = b[key]; });
      return result;
    }
    return a;
  }
  function mixState(a, b, f) {
    if (!a || f <= 0) return a || b;
    if (!b) return a;
    var state = mix(a, b, f);
    state.corners = a.corners;
    state.isHidden = a.isHidden;
    state.zIndex = a.zIndex;
    return state;
  }
  function locate(time) {
    var count = frames.length;
    if (count === 0) return null;
    if (count === 1 || time <= frames[0].time) return { index: 0, fraction: 0 };
    if (time >= frames[count - 1].time) return { index: count - 1, fraction: 0 };
    var low = 0;
    var high = count - 1;
    while (high - low > 1) {
      var middle = (low + high) >> 1;
      if (frames[middle].time <= time) low = middle; else high = middle;
    }
    var span = frames[high].time - frames[low].time;
    return { index: low, fraction: span > 0 ? (time - frames[low].time) / span : 0 };
  }
  function rgba(color, alpha) {
    var channels = [color.red, color.green, color.blue].map(function (value) {
      return Math.round(clamp(value || 0, 0, 1) * 255);
    });
    return 'rgba(' + channels.join(',') + ',' + clamp(alpha, 0, 1) + ')';
  }
  // Transform3D as CSS: perspective, translation, rotation about z, then y and x, then scale,
  // about the view's centre, as Core Animation applies it (m34 = -1 / eye distance).
  function cssTransform(t) {
    if (!t) return 'none';
    var parts = [];
    if (t.perspective < 0) parts.push('perspective(' + (-1 / t.perspective) + 'px)');
    parts.push('translate3d(' + (t.translationX || 0) + 'px,' + (t.translationY || 0) + 'px,'
      + (t.translationZ || 0) + 'px)');
    parts.push('rotateZ(' + (t.rotation || 0) + 'rad)');
    parts.push('rotateY(' + (t.rotationY || 0) + 'rad)');
    parts.push('rotateX(' + (t.rotationX || 0) + 'rad)');
    parts.push('scale(' + (t.scaleX == null ? 1 : t.scaleX) + ','
      + (t.scaleY == null ? 1 : t.scaleY) + ')');
    return parts.join(' ');
  }
  function apply(name, element, state, order) {
    if (!state || state.isHidden) {
      element.style.display = 'none';
      return;
    }
    element.style.display = 'block';
    var frame = state.frame || [[0, 0], [W, H]];
    var x = frame[0][0];
    var y = frame[0][1];
    var width = frame[1][0];
    var height = frame[1][1];
    if (width < 0) { x += width; width = -width; }
    if (height < 0) { y += height; height = -height; }
    element.style.left = x + 'px';
    element.style.top = y + 'px';
    element.style.width = width + 'px';
    element.style.height = height + 'px';
    element.style.zIndex = order;
    var bar = element.firstChild;
    if (bar) {
      // A navigation bar's 96 points on a screen, proportionally less on a smaller view.
      var barHeight = Math.min(96, Math.max(24, height * 0.22));
      bar.style.height = barHeight + 'px';
      bar.style.fontSize = Math.min(30, barHeight * 0.45,
        width * 0.9 / (0.6 * Math.max(name.length, 1))) + 'px';
      var block = bar.nextSibling && bar.nextSibling.firstChild;
      if (block) {
        block.style.display = height - barHeight > 260 ? 'block' : 'none';
        block.style.height = Math.min(180, height * 0.22) + 'px';
      }
    }
    element.style.opacity = state.alpha == null ? 1 : clamp(state.alpha, 0, 1);
    element.style.transform = cssTransform(state.transform);
    var radius = state.cornerRadius > 0
      ? Math.min(state.cornerRadius, width / 2, height / 2) : 0;
    var corners = state.corners == null ? 15 : state.corners;
    element.style.borderRadius = [1, 2, 8, 4].map(function (bit) {
      return (corners & bit ? radius : 0) + 'px';
    }).join(' ');
    var shadow = state.shadow;
    if (shadow && shadow.opacity > 0 && shadow.color) {
      var offset = shadow.offset || [0, 0];
      var shade = shadow.color.alpha == null ? 1 : shadow.color.alpha;
      element.style.boxShadow = offset[0] + 'px ' + offset[1] + 'px '
        + 2 * shadow.radius + 'px ' + rgba(shadow.color, shadow.opacity * shade);
    } else {
      element.style.boxShadow = 'none';
    }
    if (role(name) === 'background') {
      var blur = state.blurFraction == null ? null : clamp(state.blurFraction, 0, 1);
      if (blur !== null) {
        element.style.backgroundColor = 'rgba(248,250,252,' + 0.45 * blur + ')';
      } else if (state.backgroundColor) {
        var fill = state.backgroundColor;
        element.style.backgroundColor = rgba(fill, fill.alpha);
      } else {
        element.style.backgroundColor = 'rgba(0,0,0,' + (state.alpha == null ? 0.4 : 1) + ')';
      }
    } else {
      element.style.backgroundColor = state.backgroundColor
        ? rgba(state.backgroundColor, state.backgroundColor.alpha) : '';
    }
  }

  var playButton = document.getElementById('play');
  var scrubber = document.getElementById('scrubber');
  var speedSelect = document.getElementById('speed');
  var readout = document.getElementById('readout');
  var canvas = document.getElementById('graph');
  var context = canvas.getContext('2d');
  var timingLabel = (meta.timing && meta.timing.label) || '';
  document.getElementById('timing-label').textContent = timingLabel;
  scrubber.max = String(duration);
  scrubber.step = 'any';

  var values = points.map(function (point) { return point.progress; }).concat(progressAt);
  var low = Math.min.apply(null, [0].concat(values));
  var high = Math.max.apply(null, [1].concat(values));
  var graphDuration = duration || (points.length ? points[points.length - 1].time : 0) || 1;
  var GW = 320;
  var GH = 180;
  var ratio = window.devicePixelRatio || 1;
  canvas.width = GW * ratio;
  canvas.height = GH * ratio;
  canvas.style.width = GW + 'px';
  canvas.style.height = GH + 'px';
  var left = 36;
  var top = 14;
  var plotWidth = GW - left - 14;
  var plotHeight = GH - top - 30;
  function gx(time) { return left + plotWidth * clamp(time / graphDuration, 0, 1); }
  function gy(progress) { return top + plotHeight * (high - progress) / (high - low); }
  function timingProgress(time) {
    if (points.length === 0) return null;
    if (time <= points[0].time) return points[0].progress;
    for (var index = 1; index < points.length; index += 1) {
      if (points[index].time >= time) {
        var a = points[index - 1];
        var b = points[index];
        var span = b.time - a.time;
        return span > 0 ? a.progress + (b.progress - a.progress) * (time - a.time) / span
          : b.progress;
      }
    }
    return points[points.length - 1].progress;
  }
  function drawGraph(time, progress) {
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, GW, GH);
    context.fillStyle = '#f8fafc';
    context.fillRect(left, top, plotWidth, plotHeight);
    context.strokeStyle = '#cbd5e1';
    context.lineWidth = 1;
    context.strokeRect(left + 0.5, top + 0.5, plotWidth - 1, plotHeight - 1);
    context.font = '11px system-ui, sans-serif';
    context.fillStyle = '#64748b';
    context.setLineDash([3, 3]);
    context.strokeStyle = '#94a3b8';
    [0, 1].forEach(function (level) {
      context.beginPath();
      context.moveTo(left, gy(level));
      context.lineTo(left + plotWidth, gy(level));
      context.stroke();
      context.textAlign = 'right';
      context.fillText(String(level), left - 6, gy(level) + 4);
    });
    context.setLineDash([]);
    context.textAlign = 'left';
    context.fillText('0 s', left, top + plotHeight + 16);
    context.textAlign = 'right';
    context.fillText(graphDuration.toFixed(3) + ' s', left + plotWidth, top + plotHeight + 16);
    context.textAlign = 'center';
    context.fillText('time', left + plotWidth / 2, top + plotHeight + 16);
    context.strokeStyle = '#2563eb';
    context.lineWidth = 2;
    context.beginPath();
    points.forEach(function (point, index) {
      if (index === 0) context.moveTo(gx(point.time), gy(point.progress));
      else context.lineTo(gx(point.time), gy(point.progress));
    });
    context.stroke();
    context.fillStyle = '#1d4ed8';
    frames.forEach(function (frame, index) {
      if (typeof progressAt[index] !== 'number') return;
      context.beginPath();
      context.arc(gx(frame.time), gy(progressAt[index]), 1.8, 0, 2 * Math.PI);
      context.fill();
    });
    context.strokeStyle = '#dc2626';
    context.lineWidth = 1.5;
    context.beginPath();
    context.moveTo(gx(time), top);
    context.lineTo(gx(time), top + plotHeight);
    context.stroke();
    // The dot follows what plays: the frames' progress (a gesture's, when one drives it),
    // else the timing.
    var marked = progress === null ? timingProgress(time) : progress;
    if (typeof marked === 'number') {
      context.fillStyle = '#dc2626';
      context.beginPath();
      context.arc(gx(time), gy(marked), 4, 0, 2 * Math.PI);
      context.fill();
    }
  }

  function render(time) {
    var place = locate(time);
    var progress = null;
    if (place) {
      var from = frames[place.index];
      var to = frames[Math.min(place.index + 1, frames.length - 1)];
      var f = place.fraction;
      var list = [];
      var states = {};
      actors.forEach(function (name, index) {
        if (!elements[name]) return;
        var state = mixState(from.states[name], to.states[name], f);
        states[name] = state;
        var z = state && state.zIndex != null ? state.zIndex : 0;
        list.push({ name: name, z: z, rank: rank(name), index: index });
      });
      list.sort(function (p, q) { return p.z - q.z || p.rank - q.rank || p.index - q.index; });
      // A blurring background blurs the screens under it (a frosted glass over them).
      var blurBelow = 0;
      list.forEach(function (item, order) {
        var state = states[item.name];
        if (role(item.name) === 'background' && state && !state.isHidden) {
          var alpha = state.alpha == null ? 1 : clamp(state.alpha, 0, 1);
          blurBelow = clamp(state.blurFraction || 0, 0, 1) * alpha * 24;
          list.slice(0, order).forEach(function (below) {
            elements[below.name].style.filter = blurBelow > 0.05
              ? 'blur(' + blurBelow.toFixed(2) + 'px)' : 'none';
          });
        }
        elements[item.name].style.filter = 'none';
        apply(item.name, elements[item.name], state, order + 1);
      });
      var stage = mixState(from.states.container, to.states.container, f);
      container.style.backgroundColor = stage && stage.backgroundColor
        ? rgba(stage.backgroundColor, stage.backgroundColor.alpha) : '';
      var p0 = progressAt[place.index];
      var p1 = progressAt[Math.min(place.index + 1, frames.length - 1)];
      if (typeof p0 === 'number') progress = typeof p1 === 'number' ? p0 + (p1 - p0) * f : p0;
      var shown = place.index + (f >= 0.5 ? 2 : 1);
      readout.textContent = 't = ' + time.toFixed(3) + ' s  ·  p = '
        + (progress === null ? '–' : progress.toFixed(2)) + '  ·  frame ' + shown + ' / '
        + frames.length;
    } else {
      readout.textContent = 'This timeline has no frames.';
    }
    if (!scrubbing) scrubber.value = String(time);
    drawGraph(time, progress);
  }

  var time = 0;
  var playing = true;
  var speed = 1;
  var scrubbing = false;
  var holdUntil = null;
  var last = null;
  function setPlaying(value) {
    playing = value;
    playButton.textContent = playing ? 'Pause' : 'Play';
    playButton.setAttribute('aria-pressed', playing ? 'true' : 'false');
    if (playing && time >= duration) { time = 0; holdUntil = null; }
  }
  function tick(now) {
    var elapsed = last === null ? 0 : (now - last) / 1000;
    last = now;
    if (playing && !scrubbing) {
      if (holdUntil !== null) {
        if (now >= holdUntil) { holdUntil = null; time = 0; }
      } else {
        time += elapsed * speed;
        if (time >= duration) { time = duration; holdUntil = now + HOLD; }
      }
    }
    render(time);
    window.requestAnimationFrame(tick);
  }
  playButton.addEventListener('click', function () {
    setPlaying(!playing);
    playButton.blur();
  });
  playButton.addEventListener('keyup', function (event) {
    if (event.key === ' ') event.preventDefault();
  });
  scrubber.addEventListener('pointerdown', function () { scrubbing = true; });
  scrubber.addEventListener('pointerup', function () { scrubbing = false; });
  scrubber.addEventListener('change', function () { scrubbing = false; });
  scrubber.addEventListener('input', function () {
    time = clamp(Number(scrubber.value) || 0, 0, duration);
    holdUntil = null;
    render(time);
  });
  speedSelect.addEventListener('change', function () {
    speed = Number(speedSelect.value) || 1;
  });
  document.addEventListener('keydown', function (event) {
    if (event.key !== ' ' && event.code !== 'Space') return;
    var tag = event.target && event.target.tagName;
    if (tag === 'SELECT' || tag === 'TEXTAREA') return;
    event.preventDefault();
    setPlaying(!playing);
  });
  var start = Number((window.location.hash.match(/t=([0-9.]+)/) || [])[1]);
  if (start >= 0 && window.location.hash.indexOf('paused') >= 0) {
    time = clamp(start, 0, duration);
    setPlaying(false);
  }
  render(time);
  window.requestAnimationFrame(tick);
})();
