<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="metro_tiles" tilewidth="128" tileheight="128" tilecount="24" columns="6">
 <image source="metro_tiles.png" width="768" height="512"/>
 <tile id="0">
  <properties>
   <property name="count" type="int" value="4"/>
   <property name="design" value="T01"/>
   <property name="pairs" value="0-5 2-7 4-1 6-3"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="count" type="int" value="4"/>
   <property name="design" value="T02"/>
   <property name="pairs" value="0-5 2-7 4-3 6-1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="count" type="int" value="4"/>
   <property name="design" value="T03"/>
   <property name="pairs" value="0-5 2-1 4-7 6-3"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="count" type="int" value="4"/>
   <property name="design" value="T04"/>
   <property name="pairs" value="0-7 2-5 4-1 6-3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="count" type="int" value="4"/>
   <property name="design" value="T05"/>
   <property name="pairs" value="0-3 2-7 4-1 6-5"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="count" type="int" value="3"/>
   <property name="design" value="T06"/>
   <property name="pairs" value="0-7 2-5 4-3 6-1"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="count" type="int" value="3"/>
   <property name="design" value="T07"/>
   <property name="pairs" value="0-3 2-1 4-7 6-5"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T08"/>
   <property name="pairs" value="0-5 2-1 4-3 6-7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T09"/>
   <property name="pairs" value="0-5 2-3 4-1 6-7"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T10"/>
   <property name="pairs" value="0-5 2-3 4-7 6-1"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T11"/>
   <property name="pairs" value="0-7 2-1 4-3 6-5"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T12"/>
   <property name="pairs" value="0-7 2-1 4-5 6-3"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T13"/>
   <property name="pairs" value="0-7 2-3 4-1 6-5"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T14"/>
   <property name="pairs" value="0-7 2-3 4-5 6-1"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T15"/>
   <property name="pairs" value="0-1 2-7 4-3 6-5"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T16"/>
   <property name="pairs" value="0-1 2-7 4-5 6-3"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T17"/>
   <property name="pairs" value="0-1 2-3 4-5 6-7"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T18"/>
   <property name="pairs" value="0-1 2-3 4-7 6-5"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T19"/>
   <property name="pairs" value="0-1 2-5 4-3 6-7"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T20"/>
   <property name="pairs" value="0-1 2-5 4-7 6-3"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T21"/>
   <property name="pairs" value="0-3 2-7 4-5 6-1"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T22"/>
   <property name="pairs" value="0-3 2-1 4-5 6-7"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T23"/>
   <property name="pairs" value="0-3 2-5 4-1 6-7"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="count" type="int" value="2"/>
   <property name="design" value="T24"/>
   <property name="pairs" value="0-3 2-5 4-7 6-1"/>
  </properties>
 </tile>
</tileset>
