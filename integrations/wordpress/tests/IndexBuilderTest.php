<?php
/**
 * The PHP index builder (includes/class-inlay-extractor.php): sections, ids, exclusions, and the same
 * records as the CLI (src/cli/extract.mjs) on one fixture (fixtures/post.html), compared live through
 * compare-cli.mjs. Run: phpunit --bootstrap integrations/wordpress/tests/bootstrap.php integrations/wordpress/tests
 *
 * @package Inlay
 */

use PHPUnit\Framework\TestCase;

/** Tests of Inlay_Extractor. */
final class IndexBuilderTest extends TestCase {
	/**
	 * Records of some HTML as page `/p/` titled "Title".
	 *
	 * @param string $html Content.
	 * @return array<int, array<string, mixed>>
	 */
	private function records( $html ) {
		return Inlay_Extractor::records( 'Title', '/p/', $html, 'en-us' );
	}

	public function test_headings_with_ids_start_sections_and_others_stay_text() {
		$r = $this->records( '<p>Intro</p><h2 id="a">Alpha</h2><p>one</p><h3>No id</h3><p>two</p><h3 id="b">Beta</h3><p>three</p>' );
		$this->assertSame( array( '/p/', '/p/#a', '/p/#b' ), array_column( $r, 'url' ) );
		$this->assertSame( array( 'Title', 'Alpha', 'Beta' ), array_column( $r, 'heading' ) );
		$this->assertSame( 'one No id two', $r[1]['content'] );
		$this->assertSame( array( 0, 1, 2 ), array_column( $r, 'level' ) );
		$this->assertSame(
			array(
				'lvl0' => 'Title',
				'lvl1' => 'Alpha',
				'lvl2' => 'Beta',
			),
			$r[2]['hierarchy']
		);
		$this->assertSame( array( 0, 1, 2 ), array_column( $r, 'position' ) );
		$this->assertSame( 'en-us', $r[0]['lang'] );
		$this->assertSame( '/p/', $r[2]['page'] );
	}

	public function test_anchors_inside_headings_and_on_wrapping_sections() {
		$r = $this->records( '<h2><a id="x"></a>Inner</h2><section id="s"><h2>Wrapped</h2><p>t</p></section><div id="d"><p>first</p><h2>Not first</h2></div>' );
		$this->assertSame( array( null, 'x', 's' ), array_column( $r, 'anchor' ) );
		$this->assertStringContainsString( 'Not first', $r[2]['content'] );
	}

	public function test_excluded_parts_are_never_indexed() {
		$r    = $this->records( '<p>kept</p><nav>nav</nav><aside>aside</aside><footer>foot</footer><div hidden>hid</div><div data-inlay-ignore>ign</div><script>js()</script><style>p{}</style><div role="navigation">role</div><form><select><option>opt</option></select></form><iframe>frame</iframe>' );
		$text = implode( ' ', array_column( $r, 'content' ) );
		$this->assertSame( 'kept', $text );
	}

	public function test_ids_are_url_encoded_like_encodeURIComponent() {
		$r = $this->records( "<h2 id=\"a b/c?'(x)!\">Odd</h2>" );
		$this->assertSame( "/p/#a%20b%2Fc%3F'(x)!", $r[1]['url'] );
	}

	public function test_alt_texts_and_inline_elements() {
		$r = $this->records( '<p><b>in</b>line <img alt="A boat" src="x.png"></p><p>next</p>' );
		$this->assertSame( 'inline A boat next', $r[0]['content'] );
	}

	public function test_long_sections_are_cut_at_a_word() {
		$r = $this->records( '<p>' . str_repeat( 'word ', 5000 ) . '</p>' );
		$this->assertLessThanOrEqual( 20001, mb_strlen( $r[0]['content'] ) );
		$this->assertStringEndsWith( 'word…', $r[0]['content'] );
	}

	public function test_same_records_as_the_cli_on_the_fixture() {
		$node = trim( (string) shell_exec( 'command -v node' ) );
		if ( '' === $node ) {
			$this->markTestSkipped( 'node is not installed: the CLI side of the comparison cannot run' );
		}
		$fixture = __DIR__ . '/fixtures/post.html';
		$title   = 'Hello “World” & Co';
		$cli     = shell_exec( escapeshellarg( $node ) . ' ' . escapeshellarg( __DIR__ . '/compare-cli.mjs' ) . ' ' . escapeshellarg( $fixture ) . ' ' . escapeshellarg( $title ) . ' /hello/ en-us' );
		$expect  = json_decode( (string) $cli, true );
		$this->assertIsArray( $expect, 'the CLI gave no records: ' . $cli );
		$this->assertCount( 6, $expect );
		$this->assertSame( $expect, Inlay_Extractor::records( $title, '/hello/', (string) file_get_contents( $fixture ), 'en-us' ) );
	}
}
