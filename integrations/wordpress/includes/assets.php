<?php
/**
 * The scripts: only on pages that show a widget, one script per widget used (`inlay.js`, all five in
 * one, from three on), in the footer, `defer`, versioned. Plus the consent configuration and the
 * theme's colours, printed once beside them.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * Notes a widget as used on this page (or, without an argument, returns the widgets used).
 *
 * @param string|null $widget `search`, `share`, `slider`, `form`, `fit-text`.
 * @return array<string, true>
 */
function inlay_use( $widget = null ) {
	static $used = array();
	if ( null !== $widget && in_array( $widget, inlay_widgets(), true ) ) {
		$used[ $widget ] = true;
	}
	return $used;
}

/**
 * Notes the widgets written as raw tags in some HTML (a post written with `<inlay-share …>`).
 *
 * @param string $html Rendered HTML.
 * @return string The same HTML.
 */
function inlay_scan_html( $html ) {
	if ( is_string( $html ) && false !== strpos( $html, '<inlay-' ) && preg_match_all( '/<inlay-(search|share|slider|form|fit-text)[\s>]/', $html, $m ) ) {
		foreach ( array_unique( $m[1] ) as $widget ) {
			inlay_use( $widget );
		}
	}
	return $html;
}
add_filter( 'the_content', 'inlay_scan_html', 999 );
add_filter( 'widget_text_content', 'inlay_scan_html', 999 );
add_filter( 'widget_block_content', 'inlay_scan_html', 999 );
add_filter( 'render_block', 'inlay_scan_html', 999 );

/**
 * URL of a built script in the plugin.
 *
 * @param string $file `inlay-share.js`.
 * @return string
 */
function inlay_script_url( $file ) {
	return INLAY_URL . 'dist/' . $file;
}

/**
 * The scripts for the widgets used: one each, or `inlay.js` from three widgets on.
 *
 * @param string[] $widgets The widgets used.
 * @return string[] Script handles (`inlay`, `inlay-share`, …), registered.
 */
function inlay_scripts_for( array $widgets ) {
	$files = count( $widgets ) >= 3 ? array( 'inlay' ) : array_map(
		static function ( $w ) {
			return 'inlay-' . $w;
		},
		$widgets
	);
	foreach ( $files as $handle ) {
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			wp_register_script( $handle, inlay_script_url( $handle . '.js' ), array(), INLAY_VERSION, true );
		}
	}
	return $files;
}

/** Enqueues the scripts of the widgets this page used; prints the consent block and colours. */
function inlay_enqueue_used() {
	$used = array_keys( inlay_use() );
	if ( ! $used ) {
		return;
	}
	sort( $used );
	foreach ( inlay_scripts_for( $used ) as $handle ) {
		wp_enqueue_script( $handle );
	}
	inlay_print_config();
}
add_action( 'wp_footer', 'inlay_enqueue_used', 5 );

/**
 * `defer` on Inlay's scripts (WordPress 6.1 has no loading strategies yet).
 *
 * @param string $tag    The script tag.
 * @param string $handle Its handle.
 * @return string
 */
function inlay_defer( $tag, $handle ) {
	if ( ( 'inlay' === $handle || 0 === strpos( $handle, 'inlay-' ) ) && false === strpos( $tag, ' defer' ) && 'inlay-blocks' !== $handle ) {
		$tag = str_replace( ' src=', ' defer src=', $tag );
	}
	return $tag;
}
add_filter( 'script_loader_tag', 'inlay_defer', 10, 2 );

/**
 * The consent configuration Inlay's lookup reads (`<script type="application/json" id="inlay-consent">`,
 * docs/consent.md): which consent platforms to ask, the default answer, the privacy page.
 *
 * @return array<string, mixed>
 */
function inlay_consent_config() {
	$s      = inlay_settings();
	$config = array( 'default' => 'granted' === $s['consent_default'] ? 'granted' : 'denied' );
	if ( 'wp' === $s['consent_cmp'] ) {
		$config['cmp'] = 'wp';
	}
	$privacy = get_privacy_policy_url();
	if ( $privacy ) {
		$config['privacyUrl'] = $privacy;
	}
	return $config;
}

/**
 * CSS custom properties for the widgets' colours: the owner's choice, else the theme's (theme.json:
 * the button colours, else the palette's `primary`), as references to the theme's own presets.
 *
 * @return array<string, string> custom property => CSS value
 */
function inlay_theme_colors() {
	$s   = inlay_settings();
	$out = array();
	if ( function_exists( 'wp_get_global_styles' ) && inlay_theme_has_json() ) {
		$button = wp_get_global_styles( array( 'elements', 'button', 'color' ) );
		if ( is_array( $button ) ) {
			if ( ! empty( $button['background'] ) && is_string( $button['background'] ) ) {
				$out['--inlay-color-primary'] = inlay_css_color( $button['background'] );
			}
			if ( ! empty( $button['text'] ) && is_string( $button['text'] ) ) {
				$out['--inlay-color-on-primary'] = inlay_css_color( $button['text'] );
			}
		}
		if ( empty( $out['--inlay-color-primary'] ) ) {
			foreach ( (array) wp_get_global_settings( array( 'color', 'palette', 'theme' ) ) as $preset ) {
				if ( is_array( $preset ) && 'primary' === ( $preset['slug'] ?? '' ) && ! empty( $preset['color'] ) ) {
					$out['--inlay-color-primary'] = inlay_css_color( $preset['color'] );
				}
			}
		}
	}
	if ( $s['color_primary'] ) {
		$out['--inlay-color-primary'] = $s['color_primary'];
	}
	if ( $s['color_on_primary'] ) {
		$out['--inlay-color-on-primary'] = $s['color_on_primary'];
	}
	return array_filter( $out );
}

/**
 * Whether the theme has a theme.json (wp_theme_has_theme_json() is WordPress 6.2+).
 *
 * @return bool
 */
function inlay_theme_has_json() {
	if ( function_exists( 'wp_theme_has_theme_json' ) ) {
		return wp_theme_has_theme_json();
	}
	return class_exists( 'WP_Theme_JSON_Resolver' ) && WP_Theme_JSON_Resolver::theme_has_support();
}

/**
 * A theme.json colour value as CSS: `var:preset|color|primary` → `var(--wp--preset--color--primary)`;
 * anything but a colour or a var() reference → ''.
 *
 * @param string $value The value.
 * @return string
 */
function inlay_css_color( $value ) {
	$value = trim( $value );
	if ( preg_match( '/^var:preset\|color\|([a-z0-9-]+)$/i', $value, $m ) ) {
		return 'var(--wp--preset--color--' . strtolower( $m[1] ) . ')';
	}
	if ( preg_match( '/^(#[0-9a-f]{3,8}|var\(--[a-z0-9-]+\)|(rgb|hsl)a?\([0-9., %]+\)|[a-z]+)$/i', $value ) ) {
		return $value;
	}
	return '';
}

/** Prints the consent block and the colours (once). */
function inlay_print_config() {
	static $done = false;
	if ( $done ) {
		return;
	}
	$done = true;
	echo '<script type="application/json" id="inlay-consent">' . wp_json_encode( inlay_consent_config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . "</script>\n";
	$css = '';
	// On body, where WordPress 6.1 declares the theme's presets the values refer to.
	foreach ( inlay_theme_colors() as $prop => $value ) {
		$css .= $prop . ':' . $value . ';';
	}
	$css = $css ? 'body{' . $css . '}' : '';
	if ( isset( inlay_use()['slider'] ) ) {
		// WordPress gives images width and height attributes; a slide is as wide as the slider, so its
		// height must follow the image's ratio, not the attribute.
		$css .= 'inlay-slider>img{height:auto}';
	}
	if ( $css ) {
		// CSS, not HTML: the colours are validated (inlay_css_color, sanitize_hex_color); no `<` can end the element.
		echo '<style id="inlay-css">' . str_replace( '<', '', $css ) . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
}
